import { useIdentityConfigActions, useIdentitySettings } from '../api/identity';
import { useI18n } from '../app/context';
import { WholeNumberSetting } from '../components/WholeNumberSetting';

/** How many days after the decision a failed application's photos and details are erased. */
export function IdentityRetentionPanel() {
  const { t } = useI18n();
  const settings = useIdentitySettings();
  const { saveSettings } = useIdentityConfigActions();
  return (
    <WholeNumberSetting
      title={t('identityConfig.retention')}
      panelTestId="config-retention"
      testIdPrefix="retention"
      value={settings.data?.failedRetentionDays}
      error={settings.error}
      describe={(days) => t('identityConfig.retentionValue', { days })}
      label={t('identityConfig.retentionLabel')}
      hint={t('identityConfig.retentionHint')}
      pattern="[1-9][0-9]{0,3}"
      pending={saveSettings.isPending}
      onSave={(failedRetentionDays, done) =>
        saveSettings.mutate({ failedRetentionDays }, { onSuccess: done })
      }
    />
  );
}
