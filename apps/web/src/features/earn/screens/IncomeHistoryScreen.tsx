import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useSession } from '../../../state/session';
import { PagedList } from '../../lending/components/PagedTabs';
import { EarnDemoNotice } from '../components/EarnNotices';
import { PayoutRow } from '../components/PayoutList';
import { EARN_PATHS } from '../paths';
import { useEarnIncome } from '../queries';
import '../../account/account.css';
import '../../funding/funding-detail.css';
import '../../lending/lending.css';
import '../earn.css';

function IncomeList() {
  const { t } = useTranslation();
  const income = useEarnIncome();
  return (
    <PagedList
      query={income}
      emptyTitle={t('earn.history.empty')}
      emptyExtra={
        <Link to={EARN_PATHS.home} className="lending-link">
          {t('earn.orders.browse')}
        </Link>
      }
      testIds={{ list: 'earn-income', empty: 'earn-income-empty', more: 'earn-income-more' }}
      row={(payout, index) => (
        <PayoutRow
          key={`${payout.orderId}-${payout.day}`}
          payout={payout}
          testId={`earn-income-${index}`}
          withName
        />
      )}
    />
  );
}

/** `/financial/history`: the caller's daily income from funds and lock-ups, newest first, ten a page. */
export default function IncomeHistoryScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  return (
    <div className="screen lending-screen" data-testid="screen-earn-history">
      <PageHeader
        title={t('earn.history.title')}
        right={
          <Link to={EARN_PATHS.home} className="lending-header-link">
            {t('earn.title')}
          </Link>
        }
      />
      <div className="lending-body">{demo ? <EarnDemoNotice /> : <IncomeList />}</div>
    </div>
  );
}
