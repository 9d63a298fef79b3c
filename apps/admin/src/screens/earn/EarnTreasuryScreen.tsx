import { useEarnTreasury, type EarnTreasuryRow } from '../../api/earn';
import { useI18n } from '../../app/context';
import { amountColumn, codeColumn } from '../../components/cells';
import type { Column } from '../../components/columns';
import { DataTable } from '../../components/DataTable';
import { Page, Panel } from '../../components/Page';
import { wholeTable } from '../../components/tableQuery';
import { EarnTabs, TreasuryHint } from './earnParts';

/**
 * Each coin's earn treasury: what it holds, free to fund products, and
 * what is allocated to products' funding accounts. It is filled in
 * Adjustments (kind earn_fund, approved by a second operator); products
 * are funded from it on the products tab.
 */
export function EarnTreasuryScreen() {
  const { t } = useI18n();
  const treasury = useEarnTreasury();
  const columns: Column<EarnTreasuryRow>[] = [
    codeColumn('coin', t('col.coin'), (r) => r.coin),
    amountColumn('available', t('earn.treasuryAvailable'), (r) => r.available),
    amountColumn('allocated', t('earn.allocated'), (r) => r.allocated),
  ];
  return (
    <Page title={t('earn.title')}>
      <EarnTabs />
      <Panel title={t('earn.treasury')} testId="earn-treasury">
        <p className="muted">{t('earn.treasuryNote')}</p>
        <TreasuryHint />
        <DataTable
          testId="earn-treasury-table"
          columns={columns}
          rowKey={(r) => r.coin}
          rowTestId="earn-treasury-row"
          exportName="earn-treasury"
          {...wholeTable(treasury)}
        />
      </Panel>
    </Page>
  );
}
