import type { PerpProfitLoss } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { toneOf } from '../../market/format';
import { formatMoney, formatPnl } from '../format';
import { Figure } from './Figure';

type Totals = PerpProfitLoss['totals'][number];
type ContractTotals = PerpProfitLoss['byContract'][number];

/** Realised PnL, fees and funding of one margin asset, as the server summed them. */
function Parts({ figures }: { figures: Totals }) {
  const { t } = useTranslation();
  const asset = figures.marginAsset;
  return (
    <div className="perp-figures perp-figures-3">
      <Figure
        label={t('perp.position.realised', { asset })}
        tone={toneOf(figures.realisedPnl)}
        testId="pnl-realised"
      >
        {formatPnl(figures.realisedPnl, figures.marginAsset)}
      </Figure>
      <Figure label={t('perp.pnl.fees', { asset })} testId="pnl-fees">
        {formatMoney(figures.fees, figures.marginAsset)}
      </Figure>
      <Figure
        label={t('perp.pnl.funding', { asset })}
        tone={toneOf(figures.fundingFees)}
        testId="pnl-funding"
      >
        {formatPnl(figures.fundingFees, figures.marginAsset)}
      </Figure>
    </div>
  );
}

/**
 * One card per margin asset: USDT and coin amounts are never added together,
 * so each asset has its own net figure.
 */
export function PnlTotals({ totals }: { totals: readonly Totals[] }) {
  const { t } = useTranslation();
  return (
    <div className="pnl-totals">
      {totals.map((figures) => (
        <section
          key={figures.marginAsset}
          className="card pnl-card"
          data-testid={`pnl-total-${figures.marginAsset}`}
        >
          <div className="pnl-card-head muted">
            {t('perp.pnl.net', { asset: figures.marginAsset })}
          </div>
          <div className={`pnl-net num ${toneOf(figures.net)}`} data-testid="pnl-net">
            {formatPnl(figures.net, figures.marginAsset)}
          </div>
          <Parts figures={figures} />
        </section>
      ))}
    </div>
  );
}

/** Each contract's share, with the positions it closed in the window. */
export function PnlByContract({ rows }: { rows: readonly ContractTotals[] }) {
  const { t } = useTranslation();
  return (
    <ul className="order-list pnl-contracts">
      {rows.map((row) => (
        <li key={row.symbol} className="order-row" data-testid={`pnl-contract-${row.symbol}`}>
          <div className="order-row-head">
            <span className="order-pair">{row.symbol}</span>
            <span className="muted small order-time">
              {t('perp.pnl.closedPositions', { count: row.closedPositions })}
            </span>
            <span className={`num pnl-row-net ${toneOf(row.net)}`} data-testid="pnl-contract-net">
              {`${formatPnl(row.net, row.marginAsset)} ${row.marginAsset}`}
            </span>
          </div>
          <Parts figures={row} />
        </li>
      ))}
    </ul>
  );
}
