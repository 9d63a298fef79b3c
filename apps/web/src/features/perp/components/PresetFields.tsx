import type { PerpConfig } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import type { PresetKind } from '../presetRoe';
import type { PerpForm } from '../usePerpForm';
import { PresetInput } from './PresetInput';

const TEST_IDS: Record<PresetKind, string> = {
  takeProfit: 'order-take-profit',
  stopLoss: 'order-stop-loss',
};

/**
 * Take-profit and stop-loss preset on the position an opening order makes,
 * each as a price or as an ROE % of the resulting position's margin.
 */
export function PresetFields({
  form,
  contract,
  errors,
}: {
  form: PerpForm;
  contract: PerpConfig;
  errors: { takeProfit?: string | undefined; stopLoss?: string | undefined };
}) {
  const { t } = useTranslation();
  const setText = { takeProfit: form.setTakeProfit, stopLoss: form.setStopLoss };
  return (
    <div className="preset-fields">
      <label className="preset-toggle">
        <input
          type="checkbox"
          checked={form.presets}
          data-testid="preset-toggle"
          onChange={(event) => form.setPresets(event.target.checked)}
        />
        <span>{t('perp.form.presets')}</span>
      </label>
      {form.presets &&
        (['takeProfit', 'stopLoss'] as const).map((which) => (
          <PresetInput
            key={which}
            which={which}
            mode={form.presetModes[which]}
            onMode={(mode) => form.setPresetMode(which, mode)}
            text={form.presetTexts[which]}
            onText={setText[which]}
            reading={form.presetReadings[which]}
            contract={contract}
            error={errors[which]}
            testId={TEST_IDS[which]}
          />
        ))}
    </div>
  );
}
