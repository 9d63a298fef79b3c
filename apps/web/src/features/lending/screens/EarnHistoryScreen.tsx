import type { EarnRecordType } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useSession } from '../../../state/session';
import { EarnRow } from '../components/EarnRow';
import { LendingDemoNotice } from '../components/Notices';
import { PagedList, PagedTabs } from '../components/PagedTabs';
import { LENDING_PATHS } from '../paths';
import { useEarnHistory } from '../queries';
import '../../account/account.css';
import '../lending.css';

type Tab = EarnRecordType | 'all';

function HistoryList({ type }: { type: Tab }) {
  const { t } = useTranslation();
  const history = useEarnHistory(type);
  return (
    <PagedList
      query={history}
      emptyTitle={t('lending.history.empty')}
      testIds={{ list: 'earn-list', empty: 'earn-empty', more: 'earn-more' }}
      row={(record, index) => (
        <EarnRow key={`${record.type}-${record.time}-${index}`} record={record} index={index} />
      )}
    />
  );
}

/** `/savings/history`: subscriptions, redemptions and daily income, ten at a time. */
export default function EarnHistoryScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  return (
    <div className="screen lending-screen" data-testid="screen-earn-history">
      <PageHeader
        title={t('lending.history.title')}
        right={
          <Link to={LENDING_PATHS.savings} className="lending-header-link">
            {t('lending.savings.title')}
          </Link>
        }
      />
      {demo ? (
        <LendingDemoNotice />
      ) : (
        <div className="lending-body">
          <PagedTabs<Tab>
            items={[
              { key: 'all', label: t('lending.history.all') },
              { key: 'subscribe', label: t('lending.history.type.subscribe') },
              { key: 'redeem', label: t('lending.history.type.redeem') },
              { key: 'income', label: t('lending.history.type.income') },
            ]}
            initial="all"
            testIdPrefix="earn-tab"
          >
            {(type) => <HistoryList type={type} />}
          </PagedTabs>
        </div>
      )}
    </div>
  );
}
