import type { AuditEntry } from '@exchange/contracts';
import { useAudit } from '../api/operators';
import { useI18n } from '../app/context';
import { clippedColumn, textColumn, timeColumn } from '../components/cells';
import type { Column } from '../components/columns';
import { ListScreen } from '../components/ListScreen';
import { useUrlList } from '../components/useList';
import { dayStartMs } from '../lib/format';

/** Every change an operator made, newest first; action and target match as prefixes. */
export function AuditScreen() {
  const { t } = useI18n();
  const list = useUrlList({ operatorId: '', action: '', target: '', from: '', to: '' }, 50);
  const query = useAudit({
    ...list.query,
    // Dates are whole local days; `to` is inclusive here and exclusive on the server.
    from: dayStartMs(list.filters.from),
    to: dayStartMs(list.filters.to, 1),
  });

  const columns: Column<AuditEntry>[] = [
    timeColumn('time', t('col.time'), (e) => e.time),
    {
      ...textColumn('operator', t('col.operator'), (e) => e.operator),
      render: (e) => (
        <>
          {e.operator} <span className="muted">#{e.operatorId}</span>
        </>
      ),
    },
    {
      ...textColumn('action', t('col.action'), (e) => e.action),
      render: (e) => <code>{e.action}</code>,
    },
    clippedColumn('target', t('col.target'), (e) => e.target, 160),
    {
      id: 'detail',
      header: t('col.detail'),
      value: (e) => JSON.stringify(e.detail),
      render: (e) => {
        const text = JSON.stringify(e.detail);
        return <span className="mono">{text === '{}' ? '' : text}</span>;
      },
      width: 320,
      ellipsis: true,
    },
    // An IPv6 address is as long as the rest of a row.
    clippedColumn('ip', t('col.ip'), (e) => e.ip, 140),
  ];

  return (
    <ListScreen
      title={t('audit.title')}
      testId="audit-table"
      columns={columns}
      rowKey={(e) => e.id}
      rowTestId="audit-row"
      exportName="audit-log"
      list={list}
      query={query}
      filters={[
        { name: 'operatorId', kind: 'text', label: t('filter.operatorId'), digits: true },
        { name: 'action', kind: 'text', label: t('filter.action'), placeholder: 'withdrawal.' },
        { name: 'target', kind: 'text', label: t('filter.target'), placeholder: 'user:' },
        { name: 'from', kind: 'date', label: t('filter.from') },
        { name: 'to', kind: 'date', label: t('filter.to') },
      ]}
    />
  );
}
