import type { MarketConfig } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../market/format';
import { directionTo, type StopDraft, type StopField } from '../stopRules';
import { CALLBACK_PRESETS } from '../useStopForm';
import { ChoiceSwitch } from './FormSwitches';
import { NumberBox } from './NumberBox';

/** One field's value, setter and shown problem, as the conditional form hands them out. */
export type FieldProps = (name: StopField) => {
  value: string;
  onChange: (text: string) => void;
  error: string | undefined;
};

interface StopFieldsProps {
  draft: StopDraft;
  market: MarketConfig & { quote: string };
  last: string | null;
  field: FieldProps;
}

/**
 * Where the trigger stands against the price it watches: "Last ≤ 26,000.00"
 * under the trigger price. `source` names that price when it is not the
 * last one (a contract's mark).
 */
export function ConditionHint({
  trigger,
  last,
  places,
  source,
}: {
  trigger: string;
  last: string | null;
  places: number;
  source?: string;
}) {
  const { t } = useTranslation();
  const direction = directionTo(trigger, last);
  if (direction === null) return null;
  const op = direction === 'rise' ? 'gte' : 'lte';
  const price = formatPrice(trigger, places);
  return (
    <p className="stop-hint muted" data-testid="stop-condition">
      {source === undefined
        ? t(`stops.condition.${op}`, { price })
        : t(`stops.sourceCondition.${op}`, { source, price })}
    </p>
  );
}

/**
 * The price fields of a conditional order, per kind: the trigger and the
 * limit (stop-limit); the trigger alone (stop-market); the callback rate and
 * an optional activation price (trailing); the limit leg, the trigger and
 * the stop leg's limit (OCO).
 */
export function StopFields({ draft, market, last, field }: StopFieldsProps) {
  const { t } = useTranslation();
  const price = (name: StopField, label: string, testId: string) => (
    <NumberBox
      label={label}
      unit={market.quote}
      step={market.tickSize}
      testId={testId}
      captioned
      {...field(name)}
    />
  );
  const trigger = (
    <>
      {price('stopPrice', t('stops.triggerPrice'), 'stop-trigger')}
      <ConditionHint trigger={draft.stopPrice} last={last} places={market.pricePrecision} />
    </>
  );
  switch (draft.kind) {
    case 'stop_limit':
      return (
        <>
          {trigger}
          {price('price', t('stops.limitPrice'), 'stop-price')}
        </>
      );
    case 'stop_market':
      return (
        <>
          {trigger}
          <div className="number-box static" data-testid="stop-market-price">
            {t('stops.atTrigger')}
          </div>
        </>
      );
    case 'trailing':
      return <TrailingFields market={market} field={field} />;
    case 'oco':
      return (
        <>
          {price('price', t('stops.limitPrice'), 'stop-price')}
          {trigger}
          {price('stopLimitPrice', t('stops.stopLimitPrice'), 'stop-stop-limit')}
        </>
      );
  }
}

/** The callback rate, typed or one of the presets, and the optional activation price. */
export function TrailingFields({
  market,
  field,
}: {
  market: { quote: string; tickSize: string };
  field: (name: 'callbackRate' | 'activationPrice') => ReturnType<FieldProps>;
}) {
  const { t } = useTranslation();
  const rate = field('callbackRate');
  return (
    <>
      <NumberBox
        label={t('stops.callbackRate')}
        unit="%"
        testId="stop-callback"
        captioned
        {...rate}
      />
      <ChoiceSwitch
        items={CALLBACK_PRESETS.map((preset) => ({ key: preset, label: `${preset}%` }))}
        value={rate.value}
        onChange={rate.onChange}
        testIdPrefix="callback"
      />
      <NumberBox
        label={t('stops.activationPrice')}
        unit={market.quote}
        step={market.tickSize}
        testId="stop-activation"
        captioned
        {...field('activationPrice')}
      />
    </>
  );
}
