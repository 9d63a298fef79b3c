import {
  verifyReserveSignature,
  type LiabilityRound,
  type ReserveHolding,
} from '@exchange/contracts';
import { decimal, div, formatPercent, isZero, ROUNDING } from '@exchange/money';
import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A hash or an address shortened for the eye; the whole one is in its title and the proof. */
export const short = (text: string) =>
  text.length > 18 ? `${text.slice(0, 10)}…${text.slice(-6)}` : text;

/** Held over owed, as a percentage; none when nothing is owed. */
function coverage(held: string, owed: string | undefined): string | null {
  if (owed === undefined || isZero(decimal(owed))) return null;
  return formatPercent(div(decimal(held), decimal(owed), 6, ROUNDING.down), 2, ROUNDING.down);
}

/**
 * The reserves beside the liabilities: per asset, what the published custody
 * addresses held at the snapshot against what is owed, and each address with
 * its signed message, the signature checked here in the browser with the
 * chain's own wallet format. Simulated chains are marked as such.
 */
export function ReservesCard({ round }: { round: LiabilityRound }) {
  const { t } = useTranslation();
  // Signatures are checked once per round shown (secp256k1 recovery, a few ms each).
  const checked = useMemo(() => {
    const out = new Map<string, boolean>();
    for (const asset of round.reserves)
      for (const h of asset.holdings)
        out.set(
          `${h.addressId}`,
          verifyReserveSignature(h.family, h.address, h.message, h.signature),
        );
    return out;
  }, [round]);
  const simulated = round.reserves.some((a) => a.holdings.some((h) => h.simulated));

  return (
    <section className="card liab-section" data-testid="reserves">
      <h2 className="liab-title">{t('liabilities.reserves.title')}</h2>
      <p className="muted small">{t('liabilities.reserves.how')}</p>
      {round.reserves.length === 0 ? (
        <p className="notice" data-testid="reserves-none">
          {t('liabilities.reserves.none')}
        </p>
      ) : (
        <>
          {simulated && (
            <p className="notice notice-warn" data-testid="reserves-simulated">
              {t('liabilities.reserves.simulated')}
            </p>
          )}
          <table className="liab-roots">
            <thead>
              <tr>
                <th>{t('liabilities.asset')}</th>
                <th>{t('liabilities.reserves.held')}</th>
                <th>{t('liabilities.reserves.ratio')}</th>
              </tr>
            </thead>
            <tbody>
              {round.reserves.map((asset) => {
                const owed = round.roots.find((r) => r.asset === asset.asset)?.total;
                return (
                  <tr key={asset.asset} data-testid={`reserves-asset-${asset.asset}`}>
                    <td>{asset.asset}</td>
                    <td className="num">{asset.total}</td>
                    <td className="num">{coverage(asset.total, owed) ?? '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <ul className="reserve-list">
            {round.reserves.flatMap((asset) =>
              asset.holdings.map((h) => (
                <Holding
                  key={`${asset.asset}:${h.addressId}`}
                  asset={asset.asset}
                  holding={h}
                  ok={checked.get(`${h.addressId}`) === true}
                />
              )),
            )}
          </ul>
        </>
      )}
    </section>
  );
}

function Holding({ asset, holding, ok }: { asset: string; holding: ReserveHolding; ok: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="reserve-item" data-testid={`reserve-${holding.network}-${asset}`} data-ok={ok}>
      <div className="reserve-head">
        <span className="liab-asset">{asset}</span>
        <span className="muted small">{holding.network}</span>
        {holding.simulated && (
          <span className="reserve-tag">{t('liabilities.reserves.simulatedTag')}</span>
        )}
        <span className="num reserve-amount">
          {holding.amount ?? t('liabilities.reserves.notRead')}
        </span>
      </div>
      <div className="muted small">
        {/* The server's own simulated wallets are named here, in the reader's language. */}
        {holding.simulated
          ? t('liabilities.reserves.hotWallet', { network: holding.network })
          : holding.label}
      </div>
      <code className="reserve-address" title={holding.address}>
        {short(holding.address)}
      </code>
      <div className="reserve-check small" data-testid="reserve-signature">
        {ok ? (
          <CheckCircleFill className="liab-ok" aria-hidden="true" />
        ) : (
          <CloseCircleFill className="liab-bad" aria-hidden="true" />
        )}
        {ok ? t('liabilities.reserves.signatureOk') : t('liabilities.reserves.signatureBad')}
      </div>
      <details className="reserve-proof">
        <summary className="small">{t('liabilities.reserves.proof')}</summary>
        <pre className="liab-command">{holding.message}</pre>
        <pre className="liab-command">{holding.signature}</pre>
      </details>
    </li>
  );
}
