import { CREDIT_STATES } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../../components/PageHeader';
import { useSession } from '../../../../state/session';
import { PagedList, PagedTabs } from '../../components/PagedTabs';
import { CreditDemoNotice } from '../components/CreditNotices';
import { CreditLoanRow } from '../components/CreditLoanRow';
import { CREDIT_PATHS } from '../paths';
import { useCreditHistory, type CreditTab } from '../queries';
import '../../../account/account.css';
import '../../../funding/funding-detail.css';
import '../../lending.css';
import '../credit.css';

const TABS: readonly CreditTab[] = ['all', ...CREDIT_STATES];

function HistoryList({ tab }: { tab: CreditTab }) {
  const { t } = useTranslation();
  const history = useCreditHistory(tab);
  return (
    <PagedList
      query={history}
      emptyTitle={t('lending.credit.history.empty')}
      emptyExtra={
        <Link to={CREDIT_PATHS.home} className="lending-link">
          {t('lending.credit.history.apply')}
        </Link>
      }
      testIds={{ list: 'credit-list', empty: 'credit-empty', more: 'credit-more' }}
      row={(loan) => <CreditLoanRow key={loan.id} loan={loan} />}
    />
  );
}

/** `/credit/history`: the caller's applications and loans, ten at a time, by state. */
export default function CreditHistoryScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  return (
    <div className="screen lending-screen" data-testid="screen-credit-history">
      <PageHeader
        title={t('lending.credit.history.title')}
        right={
          <Link to={CREDIT_PATHS.home} className="lending-header-link">
            {t('lending.credit.title')}
          </Link>
        }
      />
      {demo ? (
        <CreditDemoNotice />
      ) : (
        <div className="lending-body credit-tabs">
          <PagedTabs<CreditTab>
            items={TABS.map((tab) => ({ key: tab, label: t(`lending.credit.history.tab.${tab}`) }))}
            initial="all"
            testIdPrefix="credit-tab"
          >
            {(tab) => <HistoryList tab={tab} />}
          </PagedTabs>
        </div>
      )}
    </div>
  );
}
