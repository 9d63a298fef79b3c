import type { PerpConfig } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../market/format';
import { ChoiceSwitch } from '../../spot/components/FormSwitches';
import { NumberBox } from '../../spot/components/NumberBox';
import { formatRoe } from '../format';
import { PRESET_MODES, type PresetKind, type PresetMode, type PresetReading } from '../presetRoe';

/**
 * One take-profit or stop-loss box, typed as a price or as an ROE %, with
 * what the other reading is: the ROE a typed price gives, or the trigger
 * price an ROE works out to (the price is what the server receives).
 */
export function PresetInput({
  which,
  mode,
  onMode,
  text,
  onText,
  reading,
  contract,
  error,
  testId,
}: {
  which: PresetKind;
  mode: PresetMode;
  onMode: (mode: PresetMode) => void;
  text: string;
  onText: (text: string) => void;
  reading: PresetReading;
  contract: PerpConfig;
  error: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  const byRoe = mode === 'roe';
  const label = t(byRoe ? `perp.preset.${which}Roe` : `perp.form.${which}`);
  const shown = byRoe
    ? reading.price !== '' &&
      t('perp.preset.priceAt', { price: formatPrice(reading.price, contract.pricePrecision) })
    : reading.roe !== null && t('perp.preset.roeAt', { roe: formatRoe(reading.roe) });
  return (
    <div className="preset-input">
      <div className="preset-input-head">
        <span className="muted small">{t(`perp.form.${which}`)}</span>
        <ChoiceSwitch
          items={PRESET_MODES.map((key) => ({ key, label: t(`perp.preset.by.${key}`) }))}
          value={mode}
          onChange={onMode}
          testIdPrefix={`${testId}-mode`}
        />
      </div>
      <NumberBox
        label={label}
        value={text}
        onChange={onText}
        unit={byRoe ? '%' : contract.quote}
        step={byRoe ? undefined : contract.tickSize}
        error={error}
        testId={testId}
      />
      {shown && (
        <p className="preset-reading muted small num" data-testid={`${testId}-reading`}>
          {shown}
        </p>
      )}
    </div>
  );
}
