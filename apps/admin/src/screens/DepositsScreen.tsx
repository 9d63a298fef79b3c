import { DEPOSIT_STATUSES } from '@exchange/contracts';
import { useDeposits, type AdminDeposit } from '../api/withdrawals';
import { useI18n } from '../app/context';
import {
  amountColumn,
  idColumn,
  longColumn,
  statusColumn,
  termOptions,
  textColumn,
  timeColumn,
} from '../components/cells';
import type { Column } from '../components/columns';
import { DataTable } from '../components/DataTable';
import { FilterBar } from '../components/FilterBar';
import { Page } from '../components/Page';
import { pagedTable } from '../components/tableQuery';
import { useUrlList } from '../components/useList';
import { UserLink } from './UserLink';

/** Deposits seen on chain, read-only: crediting is the chain watcher's job. */
export function DepositsScreen() {
  const i18n = useI18n();
  const { t } = i18n;
  const list = useUrlList({ status: '' });
  const query = useDeposits(list.query);

  const columns: Column<AdminDeposit>[] = [
    idColumn('id', t('col.id'), (d) => d.id),
    {
      ...idColumn('userId', t('col.userId'), (d) => d.userId),
      render: (d) => <UserLink id={d.userId} />,
    },
    textColumn('coin', t('col.coin'), (d) => d.symbol),
    textColumn('chain', t('col.chain'), (d) => d.chain),
    longColumn('address', t('col.address'), (d) => d.address),
    amountColumn('amount', t('col.amount'), (d) => d.amount),
    {
      id: 'confirmations',
      header: t('col.confirmations'),
      value: (d) => d.confirmations,
      render: (d) => `${d.confirmations} / ${d.requiredConfirmations}`,
      numeric: true,
      sort: 'number',
    },
    longColumn('txid', t('col.txid'), (d) => d.txid),
    statusColumn('status', t('col.status'), 'depositStatus', (d) => d.status),
    timeColumn('time', t('col.time'), (d) => d.createdAt),
    timeColumn('credited', t('col.credited'), (d) => d.creditedAt),
  ];

  return (
    <Page title={t('deposits.title')}>
      <DataTable
        testId="deposits-table"
        columns={columns}
        rowKey={(d) => d.id}
        rowTestId="deposit-row"
        exportName="deposits"
        {...pagedTable(query, list)}
        toolbar={
          <FilterBar
            values={list.filters}
            onApply={list.apply}
            onReset={list.reset}
            fields={[
              {
                name: 'status',
                kind: 'select',
                label: t('filter.status'),
                options: termOptions(i18n, 'depositStatus', DEPOSIT_STATUSES),
              },
            ]}
          />
        }
      />
    </Page>
  );
}
