import { useUserLedger, useUserSecurityLog, type SecurityLogEntry } from '../api/users';
import { useI18n } from '../app/context';
import { clippedColumn, idColumn, noteColumn, textColumn, timeColumn } from '../components/cells';
import type { Column } from '../components/columns';
import { PagedTable } from '../components/ListScreen';
import { Panel } from '../components/Page';
import { useLocalList } from '../components/useList';
import { changeTypeFilter, ledgerColumns, ledgerRowKey } from './ledgerColumns';

/** The user's ledger entries, newest first, filtered by change type. */
export function UserLedgerPanel(props: { userId: number; uid: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const list = useLocalList({ type: '' });
  const query = useUserLedger(props.userId, list.query);
  return (
    <Panel title={t('user.ledger')} testId="user-ledger">
      <PagedTable
        columns={ledgerColumns(i18n, false)}
        rowKey={ledgerRowKey}
        rowTestId="ledger-row"
        exportName={`user-${props.uid}-ledger`}
        list={list}
        query={query}
        filters={[changeTypeFilter(i18n)]}
      />
    </Panel>
  );
}

export function UserSecurityLogPanel(props: { userId: number; uid: string }) {
  const { t } = useI18n();
  const list = useLocalList({});
  const query = useUserSecurityLog(props.userId, list.query);
  const columns: Column<SecurityLogEntry>[] = [
    idColumn('id', t('col.id'), (e) => e.id),
    textColumn('event', t('col.event'), (e) => e.event),
    clippedColumn('ip', t('col.ip'), (e) => e.ip, 140),
    noteColumn('device', t('col.device'), (e) => e.device),
    timeColumn('time', t('col.time'), (e) => e.time),
  ];
  return (
    <Panel title={t('user.securityLog')} testId="user-security-log">
      <PagedTable
        columns={columns}
        rowKey={(e) => e.id}
        rowTestId="security-row"
        exportName={`user-${props.uid}-security-log`}
        list={list}
        query={query}
      />
    </Panel>
  );
}
