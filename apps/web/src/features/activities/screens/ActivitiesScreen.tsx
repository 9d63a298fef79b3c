import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { useNow } from '../../promote/useNow';
import { ActivityCard } from '../components/ActivityCard';
import { ActivitiesDemoNotice, BudgetNote } from '../components/Notices';
import { useActivities } from '../queries';
import '../../account/account.css';
import '../../lending/lending.css';
import '../activities.css';

function ActivitiesBody() {
  const { t } = useTranslation();
  const activities = useActivities();
  const nowMs = useNow();
  return (
    <>
      <BudgetNote />
      <QueryState
        isPending={activities.isPending}
        error={activities.error}
        onRetry={() => void activities.refetch()}
      >
        {activities.data?.length === 0 ? (
          <p className="notice lending-inline act-empty" data-testid="activities-empty">
            {t('activities.empty')}
          </p>
        ) : (
          activities.data?.map((activity) => (
            <ActivityCard key={activity.id} activity={activity} nowMs={nowMs} />
          ))
        )}
      </QueryState>
    </>
  );
}

/**
 * `/activities`: the operator's campaigns with the caller's state in each.
 * A deposit activity is joined, then counts deposits credited within its
 * window towards its target (a progress bar); a trade activity likewise
 * counts trading (every fill's notional, spot and contracts, both sides)
 * after joining; a claim activity pays at once
 * to a wallet address given, one reward per user and per address. Rewards
 * come from the promotions budget. Demo sessions are refused by the server,
 * so demo mode says so and asks nothing.
 */
export default function ActivitiesScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  return (
    <div className="screen lending-screen activities-screen" data-testid="screen-activities">
      <PageHeader title={t('activities.title')} />
      <div className="lending-body">{demo ? <ActivitiesDemoNotice /> : <ActivitiesBody />}</div>
    </div>
  );
}
