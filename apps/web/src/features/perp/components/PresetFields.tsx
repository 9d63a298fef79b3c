import type { PerpConfig } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { NumberBox } from '../../spot/components/NumberBox';
import type { PerpForm } from '../usePerpForm';

/** Take-profit and stop-loss prices preset on the position an opening order makes. */
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
      {form.presets && (
        <>
          <NumberBox
            label={t('perp.form.takeProfit')}
            value={form.draft.takeProfit}
            onChange={form.setTakeProfit}
            unit={contract.quote}
            error={errors.takeProfit}
            testId="order-take-profit"
          />
          <NumberBox
            label={t('perp.form.stopLoss')}
            value={form.draft.stopLoss}
            onChange={form.setStopLoss}
            unit={contract.quote}
            error={errors.stopLoss}
            testId="order-stop-loss"
          />
        </>
      )}
    </div>
  );
}
