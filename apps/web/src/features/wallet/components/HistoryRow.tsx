import type { WalletHistoryEntry } from '@exchange/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../state/settings';
import { formatDateTime } from '../../account/factors';
import { directionOf, formatBalance, formatSigned } from '../format';
import { lineLabelKey, subjectText } from '../statement';

type Decimals = (asset: string) => number | undefined;

/**
 * One statement line: what happened (translated, with the market or
 * contract), what it did to each balance (green in, red out), the fee it
 * paid, where and when. Tapping it lists the ledger entries behind it.
 */
export function HistoryRow({ line, decimals }: { line: WalletHistoryEntry; decimals: Decimals }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const subject = subjectText(line);
  const wallets = [...new Set(line.changes.map((c) => c.wallet))];
  return (
    <li className="history-row" data-testid="history-row">
      <button
        type="button"
        className="history-toggle"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        <div className="history-line">
          <span className="history-type">
            {t(lineLabelKey(line))}
            {subject && <span className="history-subject">{subject}</span>}
          </span>
          <span className="history-amounts">
            {line.changes.map((c) => (
              <span
                key={`${c.wallet}:${c.asset}`}
                className={`history-amount ${directionOf(c.amount)}`}
              >
                {formatSigned(c.amount, decimals(c.asset))}{' '}
                <span className="history-asset">{c.asset}</span>
              </span>
            ))}
          </span>
        </div>
        <div className="history-line muted small">
          <span>
            {/* The label already names the wallet's own events and a conversion. */}
            {line.product !== 'wallet' && line.product !== 'flash' && (
              <span className="history-part">{t(`wallet.product.${line.product}`)}</span>
            )}
            {wallets.map((w) => t(`wallet.account.${w}`)).join(' → ')}
          </span>
          {line.fees.length > 0 && (
            <span data-testid="history-fee">
              {t('wallet.history.fee', {
                amount: line.fees
                  .map((f) => `${formatBalance(f.amount, decimals(f.asset))} ${f.asset}`)
                  .join(', '),
              })}
            </span>
          )}
        </div>
        <div className="history-line muted small">
          <time dateTime={line.createdAt}>{formatDateTime(line.createdAt, locale)}</time>
          {/* Operator corrections carry their reason here (DESIGN.md section 2). */}
          {line.note && <span className="history-memo">{line.note}</span>}
        </div>
      </button>
      {open && (
        <div className="history-entries" data-testid="history-entries">
          <p className="muted small">{t('wallet.history.entries')}</p>
          <ul>
            {line.entries.map((e) => (
              <li key={e.id} className="history-line small">
                <span>
                  {t(`wallet.type.${e.type}`)} · {t(`wallet.account.${e.wallet}`)}{' '}
                  <span className="history-part">{t(`wallet.${e.part}`)}</span>
                </span>
                <span className="history-entry-amount">
                  <span className={directionOf(e.amount)}>
                    {formatSigned(e.amount, decimals(e.asset))} {e.asset}
                  </span>
                  <span className="muted">
                    {t('wallet.history.balanceAfter')}{' '}
                    {formatBalance(e.balanceAfter, decimals(e.asset))}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
