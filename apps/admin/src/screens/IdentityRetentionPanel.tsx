import { useState } from 'react';
import { describeError } from '../api/describe';
import { useIdentityConfigActions, useIdentitySettings } from '../api/identity';
import { useI18n } from '../app/context';
import { DecimalForm } from '../components/DecimalForm';
import { Panel } from '../components/Page';

/** How many days after the decision a failed application's photos and details are erased. */
export function IdentityRetentionPanel() {
  const { t } = useI18n();
  const settings = useIdentitySettings();
  const { saveSettings } = useIdentityConfigActions();
  const [editing, setEditing] = useState(false);
  const days = settings.data?.failedRetentionDays;
  return (
    <Panel
      title={t('identityConfig.retention')}
      testId="config-retention"
      actions={
        <button
          type="button"
          className="small"
          data-testid="retention-edit"
          disabled={days === undefined}
          onClick={() => setEditing(true)}
        >
          {t('common.edit')}
        </button>
      }
    >
      <p data-testid="retention-value">
        {days === undefined
          ? settings.error
            ? describeError(settings.error, t)
            : t('common.loading')
          : t('identityConfig.retentionValue', { days })}
      </p>
      {editing && days !== undefined && (
        <DecimalForm
          title={t('identityConfig.retention')}
          label={t('identityConfig.retentionLabel')}
          hint={t('identityConfig.retentionHint')}
          current={String(days)}
          pattern="[1-9][0-9]{0,3}"
          pending={saveSettings.isPending}
          testIdPrefix="retention"
          inputTestId="retention-input"
          onSave={(value) =>
            saveSettings.mutate(
              { failedRetentionDays: Number(value) },
              { onSuccess: () => setEditing(false) },
            )
          }
          onClose={() => setEditing(false)}
        />
      )}
    </Panel>
  );
}
