import type { AdminLiabilityRound } from '@exchange/contracts';
import { useI18n } from '../../app/context';
import { Badge } from '../../components/Badge';
import { RootHash, SimulatedBadge } from './reserveParts';
import { covered, type AssetRow } from './reserveRules';

/**
 * A round opened: per asset, what users are owed (the tree's total) beside
 * the ledger's total at the same snapshot, flagged when they differ; the
 * accounts in the tree and its root; the reserves read and their ratio to
 * the liabilities. Then each holding: where it is and what it held.
 */
export function RoundAssets(props: { round: AdminLiabilityRound; rows: readonly AssetRow[] }) {
  const { t } = useI18n();
  return (
    <div className="stack tight" data-testid="round-assets">
      <table>
        <thead>
          <tr>
            <th>{t('col.asset')}</th>
            <th className="num">{t('reserves.treeTotal')}</th>
            <th className="num">{t('reserves.ledgerTotal')}</th>
            <th className="num">{t('reserves.accounts')}</th>
            <th>{t('reserves.root')}</th>
            <th className="num">{t('reserves.reserves')}</th>
            <th className="num">{t('reserves.ratio')}</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.asset} data-testid="round-asset">
              <td>{row.asset}</td>
              {row.root ? (
                <>
                  <td className="num">{row.root.total}</td>
                  <td className="num" data-testid="round-ledger-total">
                    {row.root.ledgerTotal}
                    {row.mismatch && (
                      <>
                        {' '}
                        <span
                          data-testid="round-asset-mismatch"
                          title={t('reserves.mismatchLine', {
                            tree: row.root.total,
                            ledger: row.root.ledgerTotal,
                          })}
                        >
                          <Badge tone="bad">{t('reserves.mismatch')}</Badge>
                        </span>
                      </>
                    )}
                  </td>
                  <td className="num">{row.root.accounts}</td>
                  <td>
                    <RootHash hash={row.root.hash} />
                  </td>
                </>
              ) : (
                <td colSpan={4} className="muted">
                  {t('reserves.noTree')}
                </td>
              )}
              <td className="num">
                {row.reserves ? (
                  row.reserves.total
                ) : (
                  <span className="muted">{t('reserves.noAddress')}</span>
                )}
              </td>
              <td className="num" data-testid="round-ratio">
                <Ratio row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Holdings round={props.round} />
    </div>
  );
}

function Ratio(props: { row: AssetRow }) {
  const { t } = useI18n();
  const { row } = props;
  if (!row.root || !row.reserves) return <>—</>;
  if (row.ratio === null) return <span className="muted">{t('reserves.noLiabilities')}</span>;
  return (
    <Badge tone={covered(row.ratio) ? 'ok' : 'bad'}>
      {t('reserves.ratioValue', { ratio: row.ratio })}
    </Badge>
  );
}

/** Every custody holding the round read, asset by asset. */
function Holdings(props: { round: AdminLiabilityRound }) {
  const { t } = useI18n();
  const holdings = props.round.reserves.flatMap((r) =>
    r.holdings.map((holding) => ({ ...holding, asset: r.asset })),
  );
  if (holdings.length === 0)
    return (
      <p className="muted" data-testid="round-no-holdings">
        {t('reserves.noHoldings')}
      </p>
    );
  return (
    <>
      <h3>{t('reserves.holdings')}</h3>
      <p className="muted">{t('reserves.holdingsNote')}</p>
      <table>
        <thead>
          <tr>
            <th>{t('col.asset')}</th>
            <th>{t('reserves.network')}</th>
            <th>{t('reserves.label')}</th>
            <th>{t('reserves.address')}</th>
            <th className="num">{t('col.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {holdings.map((h) => (
            <tr key={`${h.asset}:${h.addressId}`} data-testid="round-holding">
              <td>{h.asset}</td>
              <td>{h.network}</td>
              <td>
                {h.label}
                {h.simulated && (
                  <>
                    {' '}
                    <SimulatedBadge />
                  </>
                )}
              </td>
              <td className="mono">{h.address}</td>
              <td className="num">
                {h.amount ?? (
                  <span data-testid="round-not-read">
                    <Badge tone="warn">{t('reserves.notRead')}</Badge>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
