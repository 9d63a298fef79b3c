import type { WalletHistoryEntry } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../state/settings';
import { formatDateTime } from '../../account/factors';
import { directionOf, formatBalance, formatSigned } from '../format';

/** One ledger entry: what, how much (green in, red out), where, the balance after and when. */
export function HistoryRow({ entry, decimals }: { entry: WalletHistoryEntry; decimals?: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className="history-row" data-testid="history-row">
      <div className="history-line">
        <span className="history-type">{t(`wallet.type.${entry.type}`)}</span>
        <span className={`history-amount ${directionOf(entry.amount)}`}>
          {formatSigned(entry.amount, decimals)}{' '}
          <span className="history-asset">{entry.asset}</span>
        </span>
      </div>
      <div className="history-line muted small">
        <span>
          {t(`wallet.account.${entry.wallet}`)}
          {entry.part !== 'available' && (
            <span className="history-part">{t(`wallet.${entry.part}`)}</span>
          )}
        </span>
        <span>
          {t('wallet.history.balanceAfter')} {formatBalance(entry.balanceAfter, decimals)}
        </span>
      </div>
      <div className="history-line muted small">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, locale)}</time>
        {/* Operator corrections carry their reason here (DESIGN.md section 2). */}
        {entry.memo && <span className="history-memo">{entry.memo}</span>}
      </div>
    </li>
  );
}
