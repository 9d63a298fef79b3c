import { useP2pConfigActions, useP2pSettings } from '../api/p2p';
import { useI18n } from '../app/context';
import { WholeNumberSetting } from '../components/WholeNumberSetting';

/** How many payment methods one user may hold. */
export function P2pSettingsPanel() {
  const { t } = useI18n();
  const settings = useP2pSettings();
  const { saveSettings } = useP2pConfigActions();
  return (
    <WholeNumberSetting
      title={t('p2pConfig.cap')}
      panelTestId="config-p2p-settings"
      testIdPrefix="p2p-cap"
      value={settings.data?.paymentMethodCap}
      error={settings.error}
      describe={(cap) => t('p2pConfig.capValue', { cap })}
      label={t('p2pConfig.capLabel')}
      hint={t('p2pConfig.capHint')}
      pattern="[1-9][0-9]?|100"
      pending={saveSettings.isPending}
      onSave={(paymentMethodCap, done) =>
        saveSettings.mutate({ paymentMethodCap }, { onSuccess: done })
      }
    />
  );
}
