import type { QuickExchange } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../funding/components/StatusBadge';
import { formatDateTime } from '../../market/format';
import { EXCHANGE_TONE } from '../status';
import { ExchangeFigures } from './ExchangeFigures';

/** One exchange of the history: the pair, its status and time, then its figures. */
export function ExchangeRow({ exchange }: { exchange: QuickExchange }) {
  const { t } = useTranslation();
  return (
    <li className="record-row exchange-row" data-testid="exchange-history-row">
      <div className="record-line exchange-row-head">
        <strong className="record-coin">
          {exchange.fromCoin} → {exchange.toCoin}
        </strong>
        <StatusBadge
          tone={EXCHANGE_TONE[exchange.status]}
          text={t(`exchange.status.${exchange.status}`)}
          testId="exchange-status"
        />
        <time className="muted small num">{formatDateTime(exchange.createdAt)}</time>
      </div>
      <ExchangeFigures exchange={exchange} />
    </li>
  );
}
