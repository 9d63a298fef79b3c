import { useMiningIncome, useMiningMachines, type MiningIncomeRow } from '../../api/mining';
import { useI18n } from '../../app/context';
import { amountColumn, codeColumn, idColumn } from '../../components/cells';
import type { Column } from '../../components/columns';
import { DataTable } from '../../components/DataTable';
import { Page, Panel } from '../../components/Page';
import { wholeTable } from '../../components/tableQuery';
import { IncomeHint } from './miningParts';
import { MiningPayoutsPanel } from './MiningPayoutsPanel';

/**
 * Each coin's mining-income account (earn.manage): what it holds, the
 * orders whose income day waits for it, the income paid in all and what
 * machine sales brought in; then every payout. The account is filled in
 * Adjustments (kind mining_income, approved by a second operator).
 */
export function MiningIncomeScreen() {
  const { t } = useI18n();
  const income = useMiningIncome();
  const machines = useMiningMachines();
  const columns: Column<MiningIncomeRow>[] = [
    codeColumn('coin', t('col.coin'), (r) => r.coin),
    amountColumn('available', t('mining.available'), (r) => r.available),
    idColumn('waitingOrders', t('mining.waitingOrders'), (r) => r.waitingOrders),
    idColumn('waitingForPrice', t('mining.waitingForPrice'), (r) => r.waitingForPrice),
    amountColumn('paid', t('mining.paid'), (r) => r.paid),
    amountColumn('sales', t('mining.sales'), (r) => r.sales),
  ];
  return (
    <Page title={t('mining.income')}>
      <Panel title={t('mining.incomeAccounts')} testId="mining-income">
        <p className="muted">{t('mining.incomeNote')}</p>
        <IncomeHint />
        <DataTable
          testId="mining-income-table"
          columns={columns}
          rowKey={(r) => r.coin}
          rowTestId="mining-income-row"
          exportName="mining-income"
          {...wholeTable(income)}
        />
      </Panel>
      <MiningPayoutsPanel machines={machines.data} />
    </Page>
  );
}
