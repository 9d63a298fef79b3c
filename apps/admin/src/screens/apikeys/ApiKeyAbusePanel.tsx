import type { ApiKeyAbuse } from '@exchange/contracts';
import { Link } from 'react-router';
import { useApiKeyAbuse } from '../../api/apiKeys';
import { useI18n } from '../../app/context';
import { idColumn, longColumn, textColumn, timeColumn, WIDTH } from '../../components/cells';
import type { Column } from '../../components/columns';
import { DataTable } from '../../components/DataTable';
import { QueryPanel } from '../../components/QueryPanel';

type Refusal = ApiKeyAbuse['refusals'][number];
type Ban = ApiKeyAbuse['bans'][number];

/**
 * What the bot API refused in the last 24 hours, per key name presented,
 * address and reason, the most refused first; and the addresses banned now
 * for ignoring rate limits, as this server process sees them (bans live in
 * its memory: another process keeps its own, a restart clears them).
 */
export function ApiKeyAbusePanel() {
  const { t } = useI18n();
  const abuse = useApiKeyAbuse();
  const reason = (r: Refusal) => t(`apiKeys.refusal.${r.reason}`);

  const refusalColumns: Column<Refusal>[] = [
    {
      ...longColumn('apiKey', t('apiKeys.apiKey'), (r) => r.apiKey),
      render: (r) => (
        <>
          <span className="mono">{r.apiKey || '—'}</span>
          {r.keyId === null && <span className="muted"> ({t('apiKeys.noSuchKey')})</span>}
        </>
      ),
      width: 200,
    },
    {
      ...textColumn('uid', t('apiKeys.user'), (r) => r.uid),
      // A refusal names the UID only: it opens the users' list searched for it.
      render: (r) =>
        r.uid === null ? '—' : <Link to={`/users?q=${encodeURIComponent(r.uid)}`}>{r.uid}</Link>,
    },
    { ...textColumn('ip', t('col.ip'), (r) => r.ip), width: 140 },
    { ...textColumn('reason', t('apiKeys.reason'), reason), width: WIDTH.long },
    idColumn('count', t('apiKeys.count'), (r) => r.count),
    timeColumn('first', t('apiKeys.first'), (r) => r.firstAt),
    timeColumn('last', t('apiKeys.last'), (r) => r.lastAt),
  ];
  const banColumns: Column<Ban>[] = [
    { ...textColumn('ip', t('col.ip'), (b) => b.ip), width: 160 },
    timeColumn('until', t('apiKeys.bannedUntil'), (b) => b.bannedUntil),
    idColumn('bans', t('apiKeys.banCount'), (b) => b.bans),
  ];

  return (
    <QueryPanel title={t('apiKeys.abuse')} testId="api-key-abuse" query={abuse}>
      {(data) => (
        <>
          <h3>{t('apiKeys.refusals')}</h3>
          <p className="muted">{t('apiKeys.refusalsNote')}</p>
          <DataTable
            testId="api-key-refusal-table"
            columns={refusalColumns}
            rows={data.refusals}
            rowKey={(r) => `${r.apiKey}:${r.ip}:${r.reason}`}
            rowTestId="api-key-refusal"
            exportName="api-key-refusals"
            fetching={abuse.isFetching}
          />
          <h3>{t('apiKeys.bans')}</h3>
          <p className="warning" data-testid="api-key-bans-note">
            {t('apiKeys.bansNote')}
          </p>
          <DataTable
            testId="api-key-ban-table"
            columns={banColumns}
            rows={data.bans}
            rowKey={(b) => b.ip}
            rowTestId="api-key-ban"
            exportName="api-key-bans"
            fetching={abuse.isFetching}
          />
        </>
      )}
    </QueryPanel>
  );
}
