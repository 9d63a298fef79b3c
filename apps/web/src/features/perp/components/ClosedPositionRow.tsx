import type { PerpPosition } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPrice, toneOf } from '../../market/format';
import { formatLots, formatMoney, formatPnl } from '../format';
import { Figure } from './Figure';
import { PositionHead } from './PositionHead';

/** One closed position: what it was, what it made, what closed it and when. */
export function ClosedPositionRow({
  position,
  places,
}: {
  position: PerpPosition;
  places: number;
}) {
  const { t } = useTranslation();
  const asset = position.marginAsset;
  return (
    <li className="order-row" data-testid="closed-position-row">
      <PositionHead position={position}>
        <span className="muted small num order-time">
          {formatDateTime(position.closedAt ?? position.openedAt)}
        </span>
        {position.closedBy !== null && (
          <span className="muted small" data-testid="closed-by">
            {t(`perp.closedBy.${position.closedBy}`)}
          </span>
        )}
      </PositionHead>
      <div className="perp-figures perp-figures-3">
        <Figure label={t('perp.position.openedLots')}>{formatLots(position.openedLots)}</Figure>
        <Figure label={t('perp.position.entry')}>{formatPrice(position.entryPrice, places)}</Figure>
        <Figure label={t('perp.position.closePrice')}>
          {formatPrice(position.closePrice, places)}
        </Figure>
        <Figure
          label={t('perp.position.realised', { asset })}
          tone={toneOf(position.realisedPnl)}
          testId="closed-realised"
        >
          {formatPnl(position.realisedPnl, asset)}
        </Figure>
        <Figure label={t('perp.pnl.fees', { asset })}>{formatMoney(position.fees, asset)}</Figure>
        <Figure label={t('perp.pnl.funding', { asset })} tone={toneOf(position.fundingFees)}>
          {formatPnl(position.fundingFees, asset)}
        </Figure>
      </div>
    </li>
  );
}
