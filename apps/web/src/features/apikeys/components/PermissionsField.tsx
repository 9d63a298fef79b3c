import { List, Switch } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The key's scopes: read always on; trade on request; withdraw only once
 * the allowlist has an address (the server refuses it otherwise), and
 * reserved, since no withdrawal call is served yet.
 */
export function PermissionsField({
  trade,
  withdraw,
  hasIps,
  onTrade,
  onWithdraw,
  tradeNote,
}: {
  trade: boolean;
  withdraw: boolean;
  hasIps: boolean;
  onTrade: (on: boolean) => void;
  onWithdraw: (on: boolean) => void;
  /** Under the trade switch: when trading stops without an allowlist. */
  tradeNote?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <List header={t('apiKeys.form.permissions')} className="settings-list apikey-block">
      <List.Item
        description={t('apiKeys.scopeAbout.read')}
        extra={<Switch checked disabled data-testid="apikey-read" />}
      >
        {t('apiKeys.scope.read')}
      </List.Item>
      <List.Item
        description={
          <>
            <span>{t('apiKeys.scopeAbout.trade')}</span>
            {tradeNote}
          </>
        }
        extra={<Switch checked={trade} onChange={onTrade} data-testid="apikey-trade" />}
      >
        {t('apiKeys.scope.trade')}
      </List.Item>
      <List.Item
        description={
          <>
            <span>{t('apiKeys.scopeAbout.withdraw')}</span>
            {!hasIps && (
              <span className="apikey-warn" data-testid="apikey-withdraw-needs-ip">
                {t('apiKeys.form.withdrawNeedsIp')}
              </span>
            )}
          </>
        }
        extra={
          <Switch
            checked={withdraw && hasIps}
            disabled={!hasIps}
            onChange={onWithdraw}
            data-testid="apikey-withdraw"
          />
        }
      >
        {t('apiKeys.scope.withdraw')}
      </List.Item>
    </List>
  );
}
