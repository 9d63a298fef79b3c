import type { EarnRecord } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../market/format';
import { formatBalance } from '../../wallet/format';
import '../../p2p/trade.css';

/** One savings record: its kind, coin, amount, time and whether it is paid or queued. */
export function EarnRow({ record, index }: { record: EarnRecord; index: number }) {
  const { t } = useTranslation();
  const queued = record.status === 'queued';
  return (
    <li className="lending-row" data-testid={`earn-row-${index}`} data-type={record.type}>
      <span className="p2p-order-row-head">
        <strong>{t(`lending.history.type.${record.type}`)}</strong>
        <span className="muted">{record.asset}</span>
        <span
          className={queued ? 'status-pill pending' : 'status-pill good'}
          data-testid="earn-status"
        >
          {t(`lending.history.status.${record.status}`)}
        </span>
      </span>
      <span className="lending-row-line">
        <strong
          className={record.type === 'income' ? 'lending-up' : undefined}
          data-testid="earn-amount"
        >
          {record.type === 'income' ? '+' : ''}
          {formatBalance(record.amount)} {record.asset}
        </strong>
        <span className="muted small">{formatDateTime(record.time)}</span>
      </span>
      {record.type === 'income' && record.date !== null && (
        <span className="muted small" data-testid="earn-date">
          {t('lending.history.forDate', { date: record.date })}
        </span>
      )}
    </li>
  );
}
