import { useConfigActions } from '../api/config';
import { useI18n } from '../app/context';
import { DecimalForm } from '../components/DecimalForm';

/** Sets the worth (USDT) above which approving a withdrawal needs the operator's code. */
export function CodeThresholdForm(props: { current: string; onClose: () => void }) {
  const { t } = useI18n();
  const { saveSettings } = useConfigActions();
  return (
    <DecimalForm
      title={t('config.codeAboveTitle')}
      label={t('config.codeAboveLabel')}
      hint={t('config.codeAboveHint', { value: props.current })}
      current={props.current}
      pending={saveSettings.isPending}
      testIdPrefix="threshold"
      inputTestId="threshold-input"
      onSave={(value) =>
        saveSettings.mutate({ withdrawalCodeAboveUsdt: value }, { onSuccess: props.onClose })
      }
      onClose={props.onClose}
    />
  );
}
