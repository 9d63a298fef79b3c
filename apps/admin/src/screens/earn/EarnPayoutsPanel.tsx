import type { EarnConsoleProduct } from '@exchange/contracts';
import { useEarnPayouts, type EarnPayoutRow } from '../../api/earn';
import { useI18n } from '../../app/context';
import { amountColumn, longColumn, textColumn, timeColumn, WIDTH } from '../../components/cells';
import type { Column } from '../../components/columns';
import { PagedTable } from '../../components/ListScreen';
import { Panel } from '../../components/Page';
import { useLocalList } from '../../components/useList';
import { percentText } from '../lending/lendingRules';
import { userIdColumn } from '../UserLink';

/**
 * A product's payouts, the newest first, paged by the server and filtered
 * by income day; each with the ledger transaction that paid it from the
 * product's funding account.
 */
export function EarnPayoutsPanel(props: { product: EarnConsoleProduct }) {
  const { t } = useI18n();
  const { product: p } = props;
  const list = useLocalList({ day: '' });
  const payouts = useEarnPayouts({ ...list.query, productId: p.id });
  const columns: Column<EarnPayoutRow>[] = [
    timeColumn('paidAt', t('earn.paidAt'), (r) => r.paidAt),
    { ...textColumn('day', t('earn.day'), (r) => r.day), width: WIDTH.text },
    textColumn('order', t('earn.order'), (r) => r.orderId),
    userIdColumn(t('col.userId'), (r) => r.userId),
    {
      id: 'rate',
      header: t('earn.dailyRate'),
      value: (r) => r.rate,
      render: (r) => `${percentText(r.rate) ?? r.rate} % · ${t(`earn.source.${r.source}`)}`,
      sort: 'decimal',
      width: WIDTH.long,
    },
    amountColumn('amount', t('earn.income'), (r) => r.amount),
    longColumn('transaction', t('col.transaction'), (r) => r.transactionId ?? ''),
  ];
  return (
    <Panel title={t('earn.payouts')} testId="earn-payouts">
      <PagedTable
        testId="earn-payout-table"
        columns={columns}
        rowKey={(r) => `${r.orderId}:${r.day}`}
        rowTestId="earn-payout-row"
        exportName={`earn-payouts-${p.id}`}
        list={list}
        query={payouts}
        filters={[{ name: 'day', kind: 'date', label: t('earn.day') }]}
      />
    </Panel>
  );
}
