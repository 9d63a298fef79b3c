import type { P2pSettings } from '@exchange/contracts';
import { useState } from 'react';
import { describeError } from '../api/describe';
import { useP2pConfigActions, useP2pSettings } from '../api/p2p';
import { useI18n } from '../app/context';
import { DecimalForm } from '../components/DecimalForm';
import { Panel } from '../components/Page';
import { WholeNumberSetting } from '../components/WholeNumberSetting';
import type { TextKey } from '../i18n';

type WholeSetting = Exclude<keyof P2pSettings, 'appealSecondUsd'>;

/**
 * Each whole-number setting: its texts, test ids and the numbers its form
 * takes (the contract's bounds, `p2pSettingsSchema`, as an input pattern).
 */
const WHOLE: readonly {
  readonly name: WholeSetting;
  readonly prefix: string;
  readonly title: TextKey;
  readonly value: TextKey;
  readonly label: TextKey;
  readonly hint: TextKey;
  readonly pattern: string;
}[] = [
  {
    name: 'paymentMethodCap',
    prefix: 'p2p-cap',
    title: 'p2pConfig.cap',
    value: 'p2pConfig.capValue',
    label: 'p2pConfig.capLabel',
    hint: 'p2pConfig.capHint',
    pattern: '[1-9][0-9]?|100',
  },
  {
    name: 'adLimit',
    prefix: 'p2p-ads',
    title: 'p2pConfig.adLimit',
    value: 'p2pConfig.adLimitValue',
    label: 'p2pConfig.adLimitLabel',
    hint: 'p2pConfig.adLimitHint',
    pattern: '[1-9][0-9]{0,2}|1000',
  },
  {
    name: 'openOrderLimit',
    prefix: 'p2p-open-orders',
    title: 'p2pConfig.openOrders',
    value: 'p2pConfig.openOrdersValue',
    label: 'p2pConfig.openOrdersLabel',
    hint: 'p2pConfig.openOrdersHint',
    pattern: '[1-9][0-9]?|100',
  },
  {
    name: 'cancelLimit',
    prefix: 'p2p-cancels',
    title: 'p2pConfig.cancels',
    value: 'p2pConfig.cancelsValue',
    label: 'p2pConfig.cancelsLabel',
    hint: 'p2pConfig.cancelsHint',
    pattern: '[1-9][0-9]?|100',
  },
  {
    name: 'releaseMinutes',
    prefix: 'p2p-release',
    title: 'p2pConfig.release',
    value: 'p2pConfig.releaseValue',
    label: 'p2pConfig.releaseLabel',
    hint: 'p2pConfig.releaseHint',
    // 5 to 1440: 5-9, 10-999, 1000-1399, 1400-1439, 1440.
    pattern: '[5-9]|[1-9][0-9]{1,2}|1[0-3][0-9]{2}|14[0-3][0-9]|1440',
  },
];

/** The threshold as `p2pSettingsSchema` takes it: up to 12 digits and 2 decimals. */
const USD_PATTERN = '(0|[1-9][0-9]{0,11})(\\.[0-9]{1,2})?';

/**
 * P2P's own settings, each in its panel: the payment methods per user, the
 * ads per advertiser, a taker's open orders, the cancellations a day, the
 * release window, and the order value above which an appeal decision takes
 * two operators. Each save sends only its own setting.
 */
export function P2pSettingsPanel() {
  const { t } = useI18n();
  const settings = useP2pSettings();
  const { saveSettings } = useP2pConfigActions();
  return (
    <div className="settings-grid" data-testid="config-p2p-settings">
      {WHOLE.map((setting) => (
        <WholeNumberSetting
          key={setting.name}
          title={t(setting.title)}
          panelTestId={`config-${setting.prefix}`}
          testIdPrefix={setting.prefix}
          value={settings.data?.[setting.name]}
          error={settings.error}
          describe={(value) => t(setting.value, { value })}
          label={t(setting.label)}
          hint={t(setting.hint)}
          pattern={setting.pattern}
          pending={saveSettings.isPending}
          onSave={(value, done) =>
            saveSettings.mutate({ [setting.name]: value }, { onSuccess: done })
          }
        />
      ))}
      <SecondApprovalSetting />
    </div>
  );
}

/** The order value (USD) above which an appeal decision takes two operators. */
function SecondApprovalSetting() {
  const { t } = useI18n();
  const settings = useP2pSettings();
  const { saveSettings } = useP2pConfigActions();
  const [editing, setEditing] = useState(false);
  const current = settings.data?.appealSecondUsd;
  return (
    <Panel
      title={t('p2pConfig.second')}
      testId="config-p2p-second"
      actions={
        <button
          type="button"
          className="small"
          data-testid="p2p-second-edit"
          disabled={current === undefined}
          onClick={() => setEditing(true)}
        >
          {t('common.edit')}
        </button>
      }
    >
      <p data-testid="p2p-second-value">
        {current === undefined
          ? settings.error
            ? describeError(settings.error, t)
            : t('common.loading')
          : t('p2pConfig.secondValue', { value: current })}
      </p>
      {editing && current !== undefined && (
        <DecimalForm
          title={t('p2pConfig.second')}
          label={t('p2pConfig.secondLabel')}
          hint={t('p2pConfig.secondHint', { value: current })}
          current={current}
          pattern={USD_PATTERN}
          pending={saveSettings.isPending}
          testIdPrefix="p2p-second"
          inputTestId="p2p-second-input"
          onSave={(appealSecondUsd) =>
            saveSettings.mutate({ appealSecondUsd }, { onSuccess: () => setEditing(false) })
          }
          onClose={() => setEditing(false)}
        />
      )}
    </Panel>
  );
}
