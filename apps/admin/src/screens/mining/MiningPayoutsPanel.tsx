import type { MiningConsoleMachine } from '@exchange/contracts';
import { useMiningPayouts, type MiningPayoutRow } from '../../api/mining';
import { useI18n } from '../../app/context';
import {
  amountColumn,
  idColumn,
  longColumn,
  textColumn,
  timeColumn,
  WIDTH,
} from '../../components/cells';
import type { Column } from '../../components/columns';
import { PagedTable } from '../../components/ListScreen';
import { Panel } from '../../components/Page';
import { useUrlList } from '../../components/useList';
import { userIdColumn } from '../UserLink';
import { HashSource, sourceWords } from './miningParts';

/**
 * Every mining payout, the newest first, paged by the server and filtered
 * by machine and income day: the hash price it was counted at and its
 * source, gross less power, the net paid, and the ledger transaction that
 * paid it from the mining-income account (none for a day that paid zero).
 */
export function MiningPayoutsPanel(props: {
  machines: readonly MiningConsoleMachine[] | undefined;
}) {
  const { t } = useI18n();
  const list = useUrlList({ machineId: '', day: '' });
  const payouts = useMiningPayouts(list.query);
  const priceWords = (r: MiningPayoutRow) =>
    t('mining.hashPriceSource', {
      price: r.hashPrice,
      unit: r.hashUnit,
      source: sourceWords(t, r.source),
    });
  const columns: Column<MiningPayoutRow>[] = [
    timeColumn('paidAt', t('mining.paidAt'), (r) => r.paidAt),
    { ...textColumn('day', t('mining.day'), (r) => r.day), width: WIDTH.text },
    userIdColumn(t('col.userId'), (r) => r.userId),
    textColumn('order', t('mining.order'), (r) => r.orderId),
    { ...textColumn('machine', t('mining.machine'), (r) => r.name), width: WIDTH.long },
    idColumn('quantity', t('mining.units'), (r) => r.quantity),
    {
      id: 'hashPrice',
      header: t('mining.hashPrice'),
      value: (r) => r.hashPrice,
      render: (r) => (
        <span className="nowrap" data-testid="mining-payout-price">
          {`${r.hashPrice} ${r.coin} / ${r.hashUnit}`} <HashSource source={r.source} />
        </span>
      ),
      csv: priceWords,
      sort: 'decimal',
      width: WIDTH.long + 120,
    },
    amountColumn('gross', t('mining.gross'), (r) => r.gross),
    amountColumn('power', t('mining.powerCost'), (r) => r.power),
    amountColumn('amount', t('mining.net'), (r) => r.amount),
    textColumn('coin', t('col.coin'), (r) => r.coin),
    longColumn('transaction', t('col.transaction'), (r) => r.transactionId ?? ''),
  ];
  return (
    <Panel title={t('mining.payouts')} testId="mining-payouts">
      <PagedTable
        testId="mining-payout-table"
        columns={columns}
        rowKey={(r) => `${r.orderId}:${r.day}`}
        rowTestId="mining-payout-row"
        exportName="mining-payouts"
        list={list}
        query={payouts}
        filters={[
          {
            name: 'machineId',
            kind: 'select',
            label: t('mining.machine'),
            options: (props.machines ?? []).map((m) => ({ value: String(m.id), label: m.name })),
          },
          { name: 'day', kind: 'date', label: t('mining.day') },
        ]}
      />
    </Panel>
  );
}
