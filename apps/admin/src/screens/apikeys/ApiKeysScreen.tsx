import { API_KEY_STATUSES, type AdminApiKey } from '@exchange/contracts';
import { useState } from 'react';
import { useApiKeys, useDisableApiKey } from '../../api/apiKeys';
import { useCan, useI18n } from '../../app/context';
import { Badge } from '../../components/Badge';
import {
  clippedColumn,
  idColumn,
  longColumn,
  textColumn,
  timeColumn,
  WIDTH,
} from '../../components/cells';
import type { Column } from '../../components/columns';
import { DataTable } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/dialogs';
import { FilterBar, type FilterField } from '../../components/FilterBar';
import { Page } from '../../components/Page';
import { wholeTable } from '../../components/tableQuery';
import { useUrlList } from '../../components/useList';
import { formatTime } from '../../lib/format';
import { uidColumn } from '../UserLink';
import { ApiKeyAbusePanel } from './ApiKeyAbusePanel';
import { KeyStatusBadge, scopeWords } from './apiKeyParts';

/** How many keys one search shows, newest first; the server allows up to 200. */
const LIMITS = ['50', '100', '200'] as const;

type Key = AdminApiKey;
type Filter = 'q' | 'status' | 'limit';

/**
 * Users' API keys (users.read), found by a user's UID, e-mail or phone or
 * by the key's name: whose each is, what it may do and from where, its
 * status, when and from where it was last used, and how often it was
 * refused in the last day. Operators who handle account security
 * (users.security) disable an active key. Under the list, the refused
 * requests and the IP bans.
 */
export function ApiKeysScreen() {
  const { t } = useI18n();
  const can = useCan();
  const list = useUrlList<Filter>({ q: '', status: '', limit: LIMITS[0] });
  const keys = useApiKeys({
    q: list.filters.q.trim() || undefined,
    status: list.filters.status || undefined,
    limit: list.filters.limit,
  });
  const disable = useDisableApiKey();
  const [disabling, setDisabling] = useState<Key | null>(null);

  const scopes = (k: Key) => scopeWords(t, k.scopes);
  const ips = (k: Key) =>
    k.ipAllowlist.length === 0 ? t('apiKeys.anyIp') : k.ipAllowlist.join(', ');
  const lastUsed = (k: Key) => {
    if (k.lastUsedAt === null) return t('apiKeys.neverUsed');
    const time = formatTime(k.lastUsedAt);
    return k.lastUsedIp ? `${time} ${t('apiKeys.lastUsedFrom', { ip: k.lastUsedIp })}` : time;
  };

  const columns: Column<Key>[] = [
    uidColumn(
      t('apiKeys.user'),
      (k) => k.userId,
      (k) => k.uid,
    ),
    clippedColumn('label', t('apiKeys.label'), (k) => k.label, 140),
    {
      ...textColumn('kind', t('apiKeys.kind'), (k) => t(`apiKeys.kind.${k.kind}`)),
      width: WIDTH.code,
    },
    { ...longColumn('apiKey', t('apiKeys.apiKey'), (k) => k.apiKey), width: 150 },
    { ...textColumn('scopes', t('apiKeys.scopes'), scopes), width: WIDTH.long },
    clippedColumn('ips', t('apiKeys.ips'), ips, 160),
    {
      id: 'status',
      header: t('col.status'),
      value: (k) => k.status,
      render: (k) => <KeyStatusBadge status={k.status} />,
      csv: (k) => t(`apiKeys.status.${k.status}`),
      sort: 'text',
      width: WIDTH.status - 20,
    },
    timeColumn('created', t('col.created'), (k) => k.createdAt),
    {
      ...timeColumn('lastUsed', t('apiKeys.lastUsed'), (k) => k.lastUsedAt),
      render: (k) => (
        <span className="nowrap" data-testid="api-key-last-used">
          {lastUsed(k)}
        </span>
      ),
      csv: lastUsed,
      width: 280,
    },
    {
      ...idColumn('refusals', t('apiKeys.refusals24h'), (k) => k.refusals24h),
      render: (k) => (
        <span data-testid="api-key-refusals">
          {k.refusals24h > 0 ? <Badge tone="warn">{k.refusals24h}</Badge> : 0}
        </span>
      ),
      width: WIDTH.text,
    },
  ];
  const filters: FilterField<Filter>[] = [
    { name: 'q', kind: 'text', label: t('filter.search'), placeholder: t('apiKeys.searchHint') },
    {
      name: 'status',
      kind: 'select',
      label: t('filter.status'),
      options: API_KEY_STATUSES.map((value) => ({ value, label: t(`apiKeys.status.${value}`) })),
    },
    {
      name: 'limit',
      kind: 'select',
      label: t('apiKeys.limit'),
      options: LIMITS.map((n) => ({ value: n, label: t('apiKeys.limitValue', { n }) })),
      withoutAll: true,
    },
  ];

  return (
    <Page title={t('apiKeys.title')}>
      <p className="muted">{t('apiKeys.note')}</p>
      <DataTable
        testId="api-key-table"
        columns={columns}
        rowKey={(k) => k.id}
        rowTestId="api-key-row"
        exportName="api-keys"
        {...wholeTable(keys)}
        toolbar={
          <FilterBar
            values={list.filters}
            onApply={list.apply}
            onReset={list.reset}
            fields={filters}
          />
        }
        actions={
          can('users.security')
            ? (k) =>
                k.status === 'active' && (
                  <button
                    type="button"
                    className="small danger"
                    data-testid="api-key-disable"
                    onClick={() => setDisabling(k)}
                  >
                    {t('apiKeys.disable')}
                  </button>
                )
            : undefined
        }
      />
      <ApiKeyAbusePanel />
      {disabling && (
        <ConfirmDialog
          title={t('apiKeys.disableTitle', { label: disabling.label })}
          message={t('apiKeys.disableConfirm', {
            label: disabling.label,
            apiKey: disabling.apiKey,
            uid: disabling.uid,
          })}
          confirmLabel={t('apiKeys.disable')}
          danger
          pending={disable.isPending}
          onCancel={() => setDisabling(null)}
          onConfirm={() =>
            disable.mutate(
              { id: disabling.id, label: disabling.label, uid: disabling.uid },
              { onSuccess: () => setDisabling(null) },
            )
          }
        />
      )}
    </Page>
  );
}
