import { DEPOSIT_STATUSES } from '@exchange/contracts';
import { useDeposits, type AdminDeposit } from '../api/withdrawals';
import { useI18n } from '../app/context';
import { longColumn, statusColumn, statusFilter, timeColumn } from '../components/cells';
import type { Column } from '../components/columns';
import { ListScreen } from '../components/ListScreen';
import { useUrlList } from '../components/useList';
import { transferColumns } from './transferColumns';

/** Deposits seen on chain, read-only: crediting is the chain watcher's job. */
export function DepositsScreen() {
  const i18n = useI18n();
  const { t } = i18n;
  const list = useUrlList({ status: '' });
  const query = useDeposits(list.query);

  const columns: Column<AdminDeposit>[] = [
    ...transferColumns<AdminDeposit>(i18n),
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
    <ListScreen
      title={t('deposits.title')}
      testId="deposits-table"
      columns={columns}
      rowKey={(d) => d.id}
      rowTestId="deposit-row"
      exportName="deposits"
      list={list}
      query={query}
      filters={[statusFilter(i18n, 'depositStatus', DEPOSIT_STATUSES)]}
    />
  );
}
