import type { MarketSummary } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice, formatQuantity } from '../../market/format';
import { usePlaceStop } from '../stopQueries';
import {
  checkStop,
  hasStopProblems,
  heldFor,
  stopRequest,
  stopSizesByTotal,
  type StopField,
} from '../stopRules';
import type { OrderForm } from '../useOrderForm';
import { useOrderFormSubmit } from '../useOrderFormSubmit';
import { chooseKind, chooseSide, type StopForm } from '../useStopForm';
import { FormHead } from './FormSwitches';
import { NumberBox } from './NumberBox';
import { AvailableLine, FormLine, PlaceOrder, usePlaceLabel } from './OrderFormParts';
import { PercentSlider } from './PercentSlider';
import { StopFields } from './StopFields';
import './stops.css';

/**
 * A conditional order: the kind's price fields, the size with the share of
 * the balance, the last price it triggers from, the balance and what
 * placing it holds. Checked as the server checks before it is sent; the
 * server's own refusals show as toasts, as the ordinary form's do.
 */
export function StopOrderForm({
  market,
  form,
  stop,
}: {
  market: MarketSummary;
  /** The ordinary form, whose side and balance this one shares. */
  form: OrderForm;
  stop: StopForm;
}) {
  const { t } = useTranslation();
  const place = usePlaceStop();
  const { draft } = stop;
  const last = market.ticker.last;
  const byTotal = stopSizesByTotal(draft);
  const problems = checkStop(draft, { market, available: form.available, last });
  const { signedIn, outcome, shown, onSubmit } = useOrderFormSubmit({
    send: place.mutateAsync,
    pending: place.isPending,
    valid: !hasStopProblems(problems),
    request: () => stopRequest(draft, market.symbol),
    reset: stop.reset,
  });
  const placeLabel = usePlaceLabel(signedIn, draft.side, market.base);
  const field = (name: StopField) => ({
    value: draft[name],
    onChange: (text: string) => stop.set(name, text),
    error: shown(draft[name], problems[name]),
  });
  const held = heldFor(draft, market);
  const heldPlaces = draft.side === 'buy' ? market.pricePrecision : market.amountPrecision;

  return (
    <form
      className={`order-form stop-form side-${draft.side}`}
      data-testid="order-form"
      data-kind={draft.kind}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormHead
        side={draft.side}
        kind={draft.kind}
        onSide={(side) => chooseSide(side, form, stop)}
        onKind={(kind) => chooseKind(kind, form, stop)}
      />
      <FormLine label={t('stops.last')} testId="stop-last">
        {last === null ? '--' : formatPrice(last, market.pricePrecision)}
      </FormLine>
      <StopFields draft={draft} market={market} last={last} field={field} />
      {byTotal ? (
        <NumberBox
          label={t('trade.total')}
          unit={market.quote}
          testId="stop-total"
          {...field('total')}
        />
      ) : (
        <NumberBox
          label={t('trade.amount')}
          unit={market.base}
          step={market.lotSize}
          testId="stop-amount"
          {...field('amount')}
        />
      )}
      <PercentSlider
        value={stop.percent}
        onChange={stop.setPercent}
        disabled={form.available === undefined}
      />
      <AvailableLine market={market} side={draft.side} available={form.available} />
      <FormLine label={t('stops.held')} testId="stop-held">
        {held === null ? '--' : `${formatQuantity(held.amount, heldPlaces)} ${held.asset}`}
      </FormLine>
      <PlaceOrder
        outcome={outcome}
        side={draft.side}
        venue={market}
        pending={place.isPending}
        label={placeLabel}
      />
    </form>
  );
}
