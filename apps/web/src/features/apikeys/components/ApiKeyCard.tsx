import { API_KEY_IDLE_DAYS, type ApiKey } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '../../../state/settings';
import { CopyButton } from '../../funding/components/CopyButton';
import { DetailRows } from '../../funding/components/DetailRows';
import { dateText, dateTimeText } from '../format';
import { editPath } from '../paths';
import { KIND_NAMES, STATUS_TONE } from '../rules';

export interface CardActions {
  onRename: (key: ApiKey) => void;
  onDisable: (key: ApiKey) => void;
  onEnable: (key: ApiKey) => void;
  onDelete: (key: ApiKey) => void;
  /** A change of this key is on its way: its buttons wait. */
  busy: boolean;
}

/** The card's buttons in order, and which of them a key in `status` shows. */
interface CardButton {
  readonly name: 'rename' | 'edit' | 'disable' | 'enable' | 'delete';
  readonly shown: boolean;
  readonly run: (key: ApiKey) => void;
  readonly color?: 'primary' | 'danger';
}

function cardButtons(
  status: ApiKey['status'],
  actions: CardActions,
  edit: () => void,
): CardButton[] {
  const live = status !== 'expired';
  return [
    { name: 'rename', shown: live, run: actions.onRename },
    { name: 'edit', shown: live, run: edit },
    { name: 'disable', shown: status === 'active', run: actions.onDisable },
    { name: 'enable', shown: status === 'disabled', run: actions.onEnable, color: 'primary' },
    { name: 'delete', shown: true, run: actions.onDelete, color: 'danger' },
  ];
}

/** Where a key may be used from: its allowlist, or a warning when trading lapses without one. */
function Reach({ apiKey, now }: { apiKey: ApiKey; now: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (apiKey.ipAllowlist.length > 0) {
    return (
      <div className="apikey-reach">
        <span className="muted small">{t('apiKeys.form.ips')}</span>
        <ul className="apikey-ip-list" data-testid="apikey-ips">
          {apiKey.ipAllowlist.map((ip) => (
            <li key={ip}>{ip}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (apiKey.tradeUntil !== null) {
    const date = dateText(apiKey.tradeUntil, locale);
    return (
      <p className="notice notice-warn apikey-lapse" role="note" data-testid="apikey-lapse">
        {now < apiKey.tradeUntil
          ? t('apiKeys.lapse.until', { date })
          : t('apiKeys.lapse.stopped', { date })}
      </p>
    );
  }
  return (
    <p className="muted small" data-testid="apikey-any-ip">
      {t('apiKeys.anyIp')}
    </p>
  );
}

/**
 * One key: its name, kind and status, the key to copy, what it may do and
 * from where, when it was made and last used, and what can be done with it.
 */
export function ApiKeyCard({
  apiKey,
  now,
  actions,
}: {
  apiKey: ApiKey;
  now: number;
  actions: CardActions;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { status } = apiKey;
  const lapsed = apiKey.tradeRequested && !apiKey.scopes.trade;
  const lastUsed =
    apiKey.lastUsedAt === null
      ? t('apiKeys.neverUsed')
      : apiKey.lastUsedIp === null
        ? dateTimeText(apiKey.lastUsedAt, locale)
        : t('apiKeys.usedFrom', {
            time: dateTimeText(apiKey.lastUsedAt, locale),
            ip: apiKey.lastUsedIp,
          });

  return (
    <article
      className={`card apikey-card apikey-${status}`}
      data-testid={`apikey-card-${apiKey.id}`}
      data-status={status}
    >
      <header className="apikey-card-head">
        <strong className="apikey-label" data-testid="apikey-label">
          {apiKey.label}
        </strong>
        <span className="badge" data-testid="apikey-kind">
          {KIND_NAMES[apiKey.kind]}
        </span>
        <span className={`status-pill ${STATUS_TONE[status]}`} data-testid="apikey-status">
          {t(`apiKeys.status.${status}`)}
        </span>
      </header>

      <div className="apikey-key">
        <code data-testid="apikey-key">{apiKey.apiKey}</code>
        <CopyButton text={apiKey.apiKey} label={t('apiKeys.copyKey')} testId="apikey-copy" />
      </div>

      <ul className="apikey-chips" data-testid="apikey-scopes" aria-label={t('apiKeys.scopes')}>
        <li className="chip">{t('apiKeys.scope.read')}</li>
        {apiKey.scopes.trade && <li className="chip">{t('apiKeys.scope.trade')}</li>}
        {lapsed && <li className="chip apikey-chip-off">{t('apiKeys.scope.tradeLapsed')}</li>}
        {apiKey.scopes.withdraw && <li className="chip">{t('apiKeys.scope.withdraw')}</li>}
      </ul>

      <Reach apiKey={apiKey} now={now} />

      <DetailRows
        rows={[
          {
            label: t('apiKeys.created'),
            value: dateTimeText(apiKey.createdAt, locale),
            testId: 'apikey-created',
          },
          { label: t('apiKeys.lastUsed'), value: lastUsed, testId: 'apikey-last-used' },
          status !== 'expired' && {
            label: t('apiKeys.idleExpiry'),
            value: dateText(apiKey.idleExpiresAt, locale),
            testId: 'apikey-idle-expiry',
          },
        ]}
      />
      <p className="muted small">
        {status === 'expired'
          ? t('apiKeys.expiredHint', { days: API_KEY_IDLE_DAYS })
          : t('apiKeys.idleHint', { days: API_KEY_IDLE_DAYS })}
      </p>

      <div className="apikey-actions">
        {cardButtons(status, actions, () => navigate(editPath(apiKey.id)))
          .filter((b) => b.shown)
          .map((b) => (
            <Button
              key={b.name}
              size="mini"
              fill="outline"
              shape="rounded"
              color={b.color ?? 'default'}
              disabled={actions.busy}
              data-testid={`apikey-${b.name}`}
              onClick={() => b.run(apiKey)}
            >
              {t(`apiKeys.action.${b.name}`)}
            </Button>
          ))}
      </div>
    </article>
  );
}
