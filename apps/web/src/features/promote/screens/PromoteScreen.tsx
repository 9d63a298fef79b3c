import type { PromotionSummary } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { ActivitiesEntry } from '../../activities/components/ActivitiesEntry';
import { RedPacketEntry } from '../../redpacket/components/RedPacketEntry';
import { PagedTabs } from '../../lending/components/PagedTabs';
import { BonusCard } from '../components/BonusCard';
import { CustomersTab } from '../components/CustomersTab';
import { Hero } from '../components/Hero';
import { InviteCard } from '../components/InviteCard';
import { BudgetNotice, NoRightNotice, PromoteDemoNotice } from '../components/Notices';
import { RecordsTab } from '../components/RecordsTab';
import { ReferrerCard } from '../components/ReferrerCard';
import { RewardsCard } from '../components/RewardsCard';
import { RulesCard } from '../components/RulesCard';
import { TierCard } from '../components/TierCard';
import { usePromotionSummary } from '../queries';
import { useNow } from '../useNow';
import '../../account/account.css';
import '../../funding/funding.css';
import '../../p2p/trade.css';
import '../../lending/lending.css';
import '../promote.css';

type Tab = 'customers' | 'records';

function PromoteBody({ summary }: { summary: PromotionSummary }) {
  const { t } = useTranslation();
  const nowMs = useNow();
  return (
    <>
      {!summary.rules.budgetOpen && <BudgetNotice />}
      {summary.mayRefer ? (
        <>
          <Hero rules={summary.rules} />
          <InviteCard summary={summary} />
        </>
      ) : (
        <NoRightNotice />
      )}
      <BonusCard />
      <RedPacketEntry />
      <ActivitiesEntry />
      <RewardsCard summary={summary} />
      <TierCard summary={summary} />
      <ReferrerCard summary={summary} nowMs={nowMs} />
      <RulesCard rules={summary.rules} />
      <section className="card lending-card lending-inline" data-testid="promote-tabs">
        <PagedTabs<Tab>
          items={[
            { key: 'customers', label: t('promote.tabs.customers') },
            { key: 'records', label: t('promote.tabs.records') },
          ]}
          initial="customers"
          testIdPrefix="promote-tab"
        >
          {(tab) =>
            tab === 'customers' ? (
              <CustomersTab levels={summary.rules.levels} mayRefer={summary.mayRefer} />
            ) : (
              <RecordsTab nowMs={nowMs} />
            )
          }
        </PagedTabs>
      </section>
    </>
  );
}

/**
 * `/promote`: the promotion centre. The caller's invitation code and link
 * (copy, share, QR code, poster), the sign-up bonus, their rebates with the daily claim, tier,
 * referrer (or the form to add one while the window is open), the
 * programme's rules, their customers by generation and their rebate
 * records. Demo sessions are refused by the server, so demo mode says so.
 */
export default function PromoteScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  const summary = usePromotionSummary(!demo);
  return (
    <div className="screen lending-screen promote-screen" data-testid="screen-promote">
      <PageHeader title={t('promote.title')} />
      <div className="lending-body">
        {demo ? (
          <PromoteDemoNotice />
        ) : (
          <QueryState
            isPending={summary.isPending}
            error={summary.error}
            onRetry={() => void summary.refetch()}
          >
            {summary.data && <PromoteBody summary={summary.data} />}
          </QueryState>
        )}
      </div>
    </div>
  );
}
