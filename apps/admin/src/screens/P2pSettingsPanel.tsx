import { useState } from 'react';
import { describeError } from '../api/describe';
import { useP2pConfigActions, useP2pSettings } from '../api/p2p';
import { useI18n } from '../app/context';
import { DecimalForm } from '../components/DecimalForm';
import { Panel } from '../components/Page';

/** How many payment methods one user may hold. */
export function P2pSettingsPanel() {
  const { t } = useI18n();
  const settings = useP2pSettings();
  const { saveSettings } = useP2pConfigActions();
  const [editing, setEditing] = useState(false);
  const cap = settings.data?.paymentMethodCap;
  return (
    <Panel
      title={t('p2pConfig.cap')}
      testId="config-p2p-settings"
      actions={
        <button
          type="button"
          className="small"
          data-testid="p2p-cap-edit"
          disabled={cap === undefined}
          onClick={() => setEditing(true)}
        >
          {t('common.edit')}
        </button>
      }
    >
      <p data-testid="p2p-cap-value">
        {cap === undefined
          ? settings.error
            ? describeError(settings.error, t)
            : t('common.loading')
          : t('p2pConfig.capValue', { cap })}
      </p>
      {editing && cap !== undefined && (
        <DecimalForm
          title={t('p2pConfig.cap')}
          label={t('p2pConfig.capLabel')}
          hint={t('p2pConfig.capHint')}
          current={String(cap)}
          pattern="[1-9][0-9]?|100"
          pending={saveSettings.isPending}
          testIdPrefix="p2p-cap"
          inputTestId="p2p-cap-input"
          onSave={(value) =>
            saveSettings.mutate(
              { paymentMethodCap: Number(value) },
              { onSuccess: () => setEditing(false) },
            )
          }
          onClose={() => setEditing(false)}
        />
      )}
    </Panel>
  );
}
