import { PERP_STOP_SOURCES, type PerpConfig, type PerpStopKind } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../market/format';
import { ChoiceSwitch } from '../../spot/components/FormSwitches';
import { NumberBox } from '../../spot/components/NumberBox';
import { FormLine } from '../../spot/components/OrderFormParts';
import { ConditionHint, TrailingFields } from '../../spot/components/StopFields';
import { sourcePrice, type PerpStopField } from '../perpStops';
import type { PerpStopForm } from '../usePerpStopForm';
import '../../spot/components/stops.css';

const KINDS: readonly PerpStopKind[] = ['trigger', 'trailing'];

/**
 * Makes the order conditional: a trigger, or a trailing stop. Tapping the
 * chosen one again goes back to an ordinary order, so limit and market stay
 * where they always were.
 */
export function StopKindSwitch({ stop }: { stop: PerpStopForm }) {
  const { t } = useTranslation();
  return (
    <div className="choice-switch perp-stop-kinds">
      {KINDS.map((kind) => (
        <button
          key={kind}
          type="button"
          aria-pressed={stop.kind === kind}
          className={stop.kind === kind ? 'choice active' : 'choice'}
          data-testid={`stop-kind-${kind}`}
          onClick={() => stop.setKind(stop.kind === kind ? null : kind)}
        >
          {t(`perp.stops.kind.${kind}`)}
        </button>
      ))}
    </div>
  );
}

/** One field's value, setter and shown problem. */
export type PerpStopFieldProps = (name: PerpStopField) => {
  value: string;
  onChange: (text: string) => void;
  error: string | undefined;
};

/**
 * What a conditional order watches (mark or last price, with where it is
 * now) and its prices: the trigger with the condition it makes ("Mark ≥
 * 96,000.0"), or the callback rate and optional activation of a trailing
 * stop. Then the note that nothing is held until it triggers.
 */
export function PerpStopFields({
  contract,
  stop,
  field,
}: {
  contract: PerpConfig;
  stop: PerpStopForm;
  field: PerpStopFieldProps;
}) {
  const { t } = useTranslation();
  const current = sourcePrice(contract, stop.source);
  const places = contract.pricePrecision;
  return (
    <>
      <ChoiceSwitch
        items={PERP_STOP_SOURCES.map((source) => ({
          key: source,
          label: t(`perp.stops.source.${source}`),
        }))}
        value={stop.source}
        onChange={stop.setSource}
        testIdPrefix="stop-source"
      />
      <FormLine label={t(`perp.stops.current.${stop.source}`)} testId="stop-current">
        {current === null ? '--' : formatPrice(current, places)}
      </FormLine>
      {stop.kind === 'trailing' ? (
        <TrailingFields market={contract} field={field} />
      ) : (
        <>
          <NumberBox
            label={t('stops.triggerPrice')}
            unit={contract.quote}
            step={contract.tickSize}
            testId="stop-trigger"
            captioned
            {...field('triggerPrice')}
          />
          <ConditionHint
            trigger={stop.values.triggerPrice}
            last={current}
            places={places}
            source={t(`perp.stops.source.${stop.source}`)}
          />
        </>
      )}
    </>
  );
}

/** Under the form of a conditional order: why no margin shows as taken. */
export function NoHoldNote() {
  const { t } = useTranslation();
  return (
    <p className="stop-hint muted" data-testid="stop-no-hold">
      {t('perp.stops.noHold')}
    </p>
  );
}
