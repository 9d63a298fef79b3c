import type { PerpStop } from '@exchange/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../funding/components/StatusBadge';
import { formatDateTime, formatPrice } from '../../market/format';
import { RowHead } from '../../spot/components/RowHead';
import { FactsLine } from '../../spot/components/StopRow';
import { STOP_TONE, stopReasonText, type RejectionTexts } from '../../spot/stopStatus';
import { formatLots } from '../format';
import { buys } from '../perpRules';
import { perpTriggerCondition } from '../perpStops';
import { Figure } from './Figure';

/** The errors only a contract order meets at its trigger; the shared ones are spot's table. */
export const PERP_REJECTION_TEXTS: RejectionTexts = {
  POSITION_NOT_FOUND: 'perp.stops.rejected.position',
  POSITION_CLOSED: 'perp.stops.rejected.position',
  MARGIN_INSUFFICIENT: 'perp.stops.rejected.margin',
  CONTRACT_CLOSED: 'perp.stops.rejected.closed',
  CONTRACT_SUSPENDED: 'perp.stops.rejected.closed',
  CLOSABLE_LOTS_INSUFFICIENT: 'perp.stops.rejected.closable',
  OPPOSITE_POSITION: 'perp.stops.rejected.opposite',
  LEVERAGE_MIXED: 'perp.stops.rejected.leverage',
  LEVERAGE_ABOVE_TIER: 'perp.stops.rejected.leverage',
};

/**
 * One contract conditional order: what it does (open long...) and its
 * kind, the contract, time and status (or `action`, the cancel button, while
 * it waits); the condition on the mark or last price, the price and lots;
 * then the trailing figures, or what became of it. `onOpen` opens the
 * order it placed.
 */
export function PerpStopRow({
  stop,
  places,
  action,
  onOpen,
}: {
  stop: PerpStop;
  /** The contract's price decimals. */
  places: number;
  action?: ReactNode;
  onOpen?: (orderId: string) => void;
}) {
  const { t } = useTranslation();
  const condition = perpTriggerCondition(stop);
  const price = (text: string | null) => formatPrice(text, places);
  return (
    <li className="order-row stop-row" data-testid="perp-stop-row" data-status={stop.status}>
      <RowHead
        up={buys(stop)}
        label={
          <>
            {t(`perp.submit.${stop.action}.${stop.direction}`)} ·{' '}
            {t(`perp.stops.kind.${stop.kind}`)}
          </>
        }
        symbol={stop.symbol}
        timeMs={stop.createdAt}
      >
        {action ?? (
          <StatusBadge
            tone={STOP_TONE[stop.status]}
            text={t(`stops.status.${stop.status}`)}
            testId="stop-status"
          />
        )}
      </RowHead>
      <div className="perp-figures perp-figures-3">
        <Figure label={t('stops.row.trigger')} testId="stop-condition-text">
          {condition.price === null
            ? '--'
            : t(`stops.sourceCondition.${condition.op}`, {
                source: t(`perp.stops.source.${stop.source}`),
                price: price(condition.price),
              })}
        </Figure>
        <Figure label={t('trade.price')}>
          {stop.price === null ? t('trade.market') : price(stop.price)}
        </Figure>
        <Figure label={t('perp.form.lots')}>{formatLots(stop.lots)}</Figure>
      </div>
      <PerpStopFacts stop={stop} places={places} onOpen={onOpen} />
    </li>
  );
}

function PerpStopFacts({
  stop,
  places,
  onOpen,
}: {
  stop: PerpStop;
  places: number;
  onOpen: ((orderId: string) => void) | undefined;
}) {
  const { t } = useTranslation();
  const price = (text: string | null) => formatPrice(text, places);
  const facts: ReactNode[] = [];
  if (stop.kind === 'trailing' && stop.callbackRate !== null) {
    facts.push(t('stops.row.callback', { rate: stop.callbackRate }));
    if (stop.status === 'WAITING' && stop.trailingTrigger === null && stop.activationPrice) {
      facts.push(t('stops.row.activatesAt', { price: price(stop.activationPrice) }));
    }
  }
  if (stop.status === 'TRIGGERED') {
    facts.push(
      t('stops.row.triggered', {
        price: price(stop.triggeredPrice),
        time: stop.triggeredAt === null ? '--' : formatDateTime(stop.triggeredAt),
      }),
    );
  }
  const { orderId } = stop;
  if (orderId !== null) {
    const text = t('perp.stops.order', { id: orderId });
    facts.push(
      onOpen ? (
        <button
          key="order"
          type="button"
          className="link-button"
          data-testid="stop-order-link"
          onClick={() => onOpen(orderId)}
        >
          {text}
        </button>
      ) : (
        <span key="order">{text}</span>
      ),
    );
  }
  const reason = stopReasonText(
    stop.reason,
    (key, params) => t(key, { ...params, defaultValue: key }),
    PERP_REJECTION_TEXTS,
  );
  if ((stop.status === 'CANCELLED' || stop.status === 'REJECTED') && reason !== null) {
    facts.push(
      <span key="reason" data-testid="stop-reason">
        {reason}
      </span>,
    );
  }
  return <FactsLine facts={facts} />;
}
