import type { UserTrade } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice, formatQuantity } from '../../market/format';
import { tradeDetailPath } from '../../market/paths';
import { formatBalance } from '../../wallet/format';
import type { Places } from './OrderRow';
import { RowHead } from './RowHead';

/** One fill of the user's: side, pair, time and role; price, amount and fee. Opens its detail. */
export function FillRow({ fill, places }: { fill: UserTrade; places: Places }) {
  const { t } = useTranslation();
  const [base = ''] = fill.symbol.split('/');
  return (
    <li className="order-row" data-testid="fill-row">
      <Link to={tradeDetailPath(fill.tradeId, fill.orderId)} className="fill-link">
        <RowHead
          up={fill.side === 'buy'}
          label={t(`trade.side.${fill.side}`)}
          symbol={fill.symbol}
          timeMs={fill.time}
        >
          <span className="muted small">{t(`trade.detail.${fill.role}`)}</span>
        </RowHead>
        <div className="order-figures">
          <span>
            <small className="muted">{t('trade.price')}</small>
            <span className="num">{formatPrice(fill.price, places.price)}</span>
          </span>
          <span>
            <small className="muted">{`${t('trade.amount')} (${base})`}</small>
            <span className="num">{formatQuantity(fill.amount, places.amount)}</span>
          </span>
          <span>
            <small className="muted">{`${t('trade.detail.fee')} (${fill.feeAsset})`}</small>
            <span className="num">{formatBalance(fill.fee)}</span>
          </span>
        </div>
      </Link>
    </li>
  );
}
