import { CHANGE_TYPES } from '@exchange/contracts';
import { useUserLedger, useUserSecurityLog, type SecurityLogEntry } from '../api/users';
import { useI18n } from '../app/context';
import { idColumn, noteColumn, termOptions, textColumn, timeColumn } from '../components/cells';
import type { Column } from '../components/columns';
import { DataTable } from '../components/DataTable';
import { FilterBar } from '../components/FilterBar';
import { Panel } from '../components/Page';
import { pagedTable } from '../components/tableQuery';
import { useLocalList } from '../components/useList';
import { ledgerColumns, ledgerRowKey } from './ledgerColumns';

/** The user's ledger entries, newest first, filtered by change type. */
export function UserLedgerPanel(props: { userId: number; uid: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const list = useLocalList({ type: '' });
  const query = useUserLedger(props.userId, list.query);
  return (
    <Panel title={t('user.ledger')} testId="user-ledger">
      <DataTable
        columns={ledgerColumns(i18n, false)}
        rowKey={ledgerRowKey}
        rowTestId="ledger-row"
        exportName={`user-${props.uid}-ledger`}
        {...pagedTable(query, list)}
        toolbar={
          <FilterBar
            values={list.filters}
            onApply={list.apply}
            onReset={list.reset}
            fields={[
              {
                name: 'type',
                kind: 'select',
                label: t('filter.type'),
                options: termOptions(i18n, 'changeType', CHANGE_TYPES),
              },
            ]}
          />
        }
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
    textColumn('ip', t('col.ip'), (e) => e.ip),
    noteColumn('device', t('col.device'), (e) => e.device),
    timeColumn('time', t('col.time'), (e) => e.time),
  ];
  return (
    <Panel title={t('user.securityLog')} testId="user-security-log">
      <DataTable
        columns={columns}
        rowKey={(e) => e.id}
        rowTestId="security-row"
        exportName={`user-${props.uid}-security-log`}
        {...pagedTable(query, list)}
      />
    </Panel>
  );
}
