import type { JSX } from 'react';
import type { RouteObject } from 'react-router';
import { AdjustmentsScreen } from '../screens/AdjustmentsScreen';
import { ApiKeysScreen } from '../screens/apikeys/ApiKeysScreen';
import { AuditScreen } from '../screens/AuditScreen';
import { ConfigScreen } from '../screens/ConfigScreen';
import { ContentEditor } from '../screens/ContentEditor';
import { ContentScreen } from '../screens/ContentScreen';
import { ContractsScreen } from '../screens/ContractsScreen';
import { DashboardScreen } from '../screens/DashboardScreen';
import { DepositsScreen } from '../screens/DepositsScreen';
import { EarnProductScreen } from '../screens/earn/EarnProductScreen';
import { EarnProductsScreen } from '../screens/earn/EarnProductsScreen';
import { EarnTreasuryScreen } from '../screens/earn/EarnTreasuryScreen';
import { IdentityBusinessScreen } from '../screens/IdentityBusinessScreen';
import { IdentityDetailScreen } from '../screens/IdentityDetailScreen';
import { IdentityScreen } from '../screens/IdentityScreen';
import { CreditApplicationScreen } from '../screens/lending/CreditApplicationScreen';
import { CreditBudgetScreen } from '../screens/lending/CreditBudgetScreen';
import { CreditProductsScreen } from '../screens/lending/CreditProductsScreen';
import { CreditQueueScreen } from '../screens/lending/CreditQueueScreen';
import { LendingSettingsScreen } from '../screens/lending/LendingSettingsScreen';
import { LedgerScreen } from '../screens/LedgerScreen';
import { LoginScreen } from '../screens/LoginScreen';
import { MarketsScreen } from '../screens/MarketsScreen';
import { MiningHashPricesScreen } from '../screens/mining/MiningHashPricesScreen';
import { MiningIncomeScreen } from '../screens/mining/MiningIncomeScreen';
import { MiningMachinesScreen } from '../screens/mining/MiningMachinesScreen';
import { OperatorsScreen } from '../screens/OperatorsScreen';
import { P2pAdsScreen } from '../screens/P2pAdsScreen';
import { P2pAppealScreen } from '../screens/P2pAppealScreen';
import { P2pAppealsScreen } from '../screens/P2pAppealsScreen';
import { P2pMerchantsScreen } from '../screens/P2pMerchantsScreen';
import { ActivitiesScreen } from '../screens/referral/ActivitiesScreen';
import { BonusScreen } from '../screens/referral/BonusScreen';
import { RedPacketsScreen } from '../screens/referral/RedPacketsScreen';
import { ReferralComplianceScreen } from '../screens/referral/ReferralComplianceScreen';
import { ReferralFlagsScreen } from '../screens/referral/ReferralFlagsScreen';
import { ReferralPermissionsScreen } from '../screens/referral/ReferralPermissionsScreen';
import { ReferralProgrammeScreen } from '../screens/referral/ReferralProgrammeScreen';
import { ReferralRebatesScreen } from '../screens/referral/ReferralRebatesScreen';
import { LiabilitiesScreen } from '../screens/reserves/LiabilitiesScreen';
import { ResetsScreen } from '../screens/ResetsScreen';
import { SupportAgentsScreen } from '../screens/support/SupportAgentsScreen';
import { SupportCannedScreen } from '../screens/support/SupportCannedScreen';
import { SupportWorkspace } from '../screens/support/SupportWorkspace';
import { RolesScreen } from '../screens/RolesScreen';
import { UserDetailScreen } from '../screens/UserDetailScreen';
import { UsersScreen } from '../screens/UsersScreen';
import { WithdrawalsScreen } from '../screens/WithdrawalsScreen';
import { NotFound, RequirePermission, RequireSession } from './guards';
import { Layout } from './Layout';
import { SECTIONS, type SectionId } from './sections';

/** Each section's screen; a detail page (a user, an application) shares its section's permission. */
const SCREENS: Record<SectionId, () => JSX.Element> = {
  dashboard: DashboardScreen,
  users: UsersScreen,
  apiKeys: ApiKeysScreen,
  resets: ResetsScreen,
  identity: IdentityScreen,
  withdrawals: WithdrawalsScreen,
  deposits: DepositsScreen,
  ledger: LedgerScreen,
  liabilities: LiabilitiesScreen,
  adjustments: AdjustmentsScreen,
  p2p: P2pAppealsScreen,
  credit: CreditQueueScreen,
  earn: EarnProductsScreen,
  referral: ReferralProgrammeScreen,
  miningMachines: MiningMachinesScreen,
  miningPrices: MiningHashPricesScreen,
  miningIncome: MiningIncomeScreen,
  support: SupportWorkspace,
  supportAgents: SupportAgentsScreen,
  supportCanned: SupportCannedScreen,
  operators: OperatorsScreen,
  roles: RolesScreen,
  audit: AuditScreen,
  config: ConfigScreen,
  markets: MarketsScreen,
  contracts: ContractsScreen,
  lending: LendingSettingsScreen,
  content: ContentScreen,
};

function guarded(id: SectionId, element: JSX.Element) {
  const section = SECTIONS.find((s) => s.id === id);
  return <RequirePermission permission={section?.permission ?? null}>{element}</RequirePermission>;
}

/** The route table, mounted under the basename `/admin`. */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginScreen /> },
  {
    path: '/',
    element: (
      <RequireSession>
        <Layout />
      </RequireSession>
    ),
    children: [
      ...SECTIONS.map((section) => {
        const Screen = SCREENS[section.id];
        return section.path === '/'
          ? { index: true, element: guarded(section.id, <Screen />) }
          : { path: section.path.slice(1), element: guarded(section.id, <Screen />) };
      }),
      { path: 'users/:id', element: guarded('users', <UserDetailScreen />) },
      { path: 'identity/business', element: guarded('identity', <IdentityBusinessScreen />) },
      { path: 'identity/:id', element: guarded('identity', <IdentityDetailScreen />) },
      { path: 'p2p/appeals/:id', element: guarded('p2p', <P2pAppealScreen />) },
      { path: 'p2p/ads', element: guarded('p2p', <P2pAdsScreen />) },
      { path: 'p2p/merchants', element: guarded('p2p', <P2pMerchantsScreen />) },
      { path: 'credit/:id', element: guarded('credit', <CreditApplicationScreen />) },
      { path: 'earn/treasury', element: guarded('earn', <EarnTreasuryScreen />) },
      { path: 'earn/products/:id', element: guarded('earn', <EarnProductScreen />) },
      { path: 'referral/compliance', element: guarded('referral', <ReferralComplianceScreen />) },
      { path: 'referral/permissions', element: guarded('referral', <ReferralPermissionsScreen />) },
      { path: 'referral/rebates', element: guarded('referral', <ReferralRebatesScreen />) },
      { path: 'referral/flags', element: guarded('referral', <ReferralFlagsScreen />) },
      { path: 'referral/red-packets', element: guarded('referral', <RedPacketsScreen />) },
      { path: 'referral/activities', element: guarded('referral', <ActivitiesScreen />) },
      { path: 'referral/bonus', element: guarded('referral', <BonusScreen />) },
      { path: 'lending/credit-products', element: guarded('lending', <CreditProductsScreen />) },
      { path: 'lending/credit-budget', element: guarded('lending', <CreditBudgetScreen />) },
      { path: 'content/new', element: guarded('content', <ContentEditor />) },
      { path: 'content/:id', element: guarded('content', <ContentEditor />) },
      { path: '*', element: <NotFound /> },
    ],
  },
];
