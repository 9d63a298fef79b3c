import { useI18n } from '../../app/context';
import { Page } from '../../components/Page';
import { LendingSettingsPanel } from './LendingSettingsPanel';
import { LendingTabs } from './lendingParts';
import { LoanBookPanel } from './LoanBookPanel';
import { LoanPairsPanel } from './LoanPairsPanel';
import { SavingsCoinsPanel } from './SavingsCoinsPanel';

/**
 * Flexible savings and pledge loans, configured: the settings, the coins
 * offered for savings, the pledge pairs, and the loan book they make, as
 * users see it. Credit products and the credit budget have their own tabs.
 */
export function LendingSettingsScreen() {
  const { t } = useI18n();
  return (
    <Page title={t('lending.title')}>
      <LendingTabs />
      <LendingSettingsPanel />
      <SavingsCoinsPanel />
      <LoanPairsPanel />
      <LoanBookPanel />
    </Page>
  );
}
