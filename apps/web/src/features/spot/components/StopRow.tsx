import type { SpotStop } from '@exchange/contracts';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../funding/components/StatusBadge';
import { formatDateTime, formatPrice, formatQuantity } from '../../market/format';
import { orderDetailPath } from '../../market/paths';
import { STOP_TONE, stopReasonText, triggerCondition } from '../stopStatus';
import type { Places } from './OrderRow';
import { RowHead } from './RowHead';

/**
 * One conditional order: side and kind, pair, time, and its status (or
 * `action`, the cancel button, while it waits); the condition, the price
 * and the size; then what it holds while waiting, or what became of it.
 */
export function StopRow({
  stop,
  places,
  action,
}: {
  stop: SpotStop;
  places: Places;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const [base = '', quote = ''] = stop.symbol.split('/');
  const condition = triggerCondition(stop);
  const byQuote = stop.amount === null;
  const price = (text: string | null) => formatPrice(text, places.price);
  return (
    <li className="order-row stop-row" data-testid="stop-row" data-status={stop.status}>
      <RowHead
        up={stop.side === 'buy'}
        label={
          <>
            {t(`trade.side.${stop.side}`)} · {t(`stops.kind.${stop.kind}`)}
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
      <div className="order-figures">
        <span>
          <small className="muted">{t('stops.row.trigger')}</small>
          <span className="num" data-testid="stop-condition-text">
            {condition.price === null
              ? '--'
              : t(`stops.condition.${condition.op}`, { price: price(condition.price) })}
          </span>
        </span>
        <span>
          <small className="muted">{t('trade.price')}</small>
          <span className="num">{stop.price === null ? t('trade.market') : price(stop.price)}</span>
        </span>
        <span>
          <small className="muted">
            {byQuote ? `${t('trade.total')} (${quote})` : `${t('trade.amount')} (${base})`}
          </small>
          <span className="num">
            {byQuote ? price(stop.quoteAmount) : formatQuantity(stop.amount, places.amount)}
          </span>
        </span>
      </div>
      <StopFacts stop={stop} places={places} />
    </li>
  );
}

/** The line under the figures: held and trailing figures while waiting, else the outcome. */
function StopFacts({ stop, places }: { stop: SpotStop; places: Places }) {
  const { t } = useTranslation();
  const price = (text: string | null) => formatPrice(text, places.price);
  const facts: ReactNode[] = [];
  if (stop.kind === 'oco' && stop.stopLimitPrice !== null) {
    facts.push(t('stops.row.stopLimit', { price: price(stop.stopLimitPrice) }));
  }
  if (stop.kind === 'trailing' && stop.callbackRate !== null) {
    facts.push(t('stops.row.callback', { rate: stop.callbackRate }));
    if (
      stop.status === 'WAITING' &&
      stop.trailingTrigger === null &&
      stop.activationPrice !== null
    ) {
      facts.push(t('stops.row.activatesAt', { price: price(stop.activationPrice) }));
    }
  }
  if (stop.status === 'WAITING') {
    const heldPlaces =
      stop.freezeAsset === stop.symbol.split('/')[0] ? places.amount : places.price;
    facts.push(
      <span key="held" data-testid="stop-held-row">
        {t('stops.row.held', {
          amount: formatQuantity(stop.frozen, heldPlaces),
          asset: stop.freezeAsset,
        })}
      </span>,
    );
  }
  if (stop.status === 'TRIGGERED') {
    facts.push(
      t('stops.row.triggered', {
        price: price(stop.triggeredPrice),
        time: stop.triggeredAt === null ? '--' : formatDateTime(stop.triggeredAt),
      }),
    );
    if (stop.orderId !== null) {
      facts.push(
        <Link key="order" to={orderDetailPath(stop.orderId)} data-testid="stop-order-link">
          {t('stops.row.viewOrder')}
        </Link>,
      );
    }
  }
  const reason = stopReasonText(stop.reason, (key, params) =>
    t(key, { ...params, defaultValue: key }),
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

/** A stop row's last line: short facts separated by dots; nothing when there are none. */
export function FactsLine({ facts }: { facts: readonly ReactNode[] }) {
  if (facts.length === 0) return null;
  return (
    <p className="stop-facts muted small">
      {facts.map((fact, index) => (
        <Fragment key={index}>
          {index > 0 && <span aria-hidden="true">·</span>}
          {fact}
        </Fragment>
      ))}
    </p>
  );
}
