import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useSession } from '../../../state/session';
import { PagedList } from '../../lending/components/PagedTabs';
import { MiningDemoNotice } from '../components/MiningNotices';
import { MiningPayoutRow } from '../components/MiningPayouts';
import { MINING_PATHS } from '../paths';
import { useMiningIncome } from '../queries';
import '../../account/account.css';
import '../../funding/funding-detail.css';
import '../../lending/lending.css';
import '../../earn/earn.css';
import '../mining.css';

function IncomeList() {
  const { t } = useTranslation();
  const income = useMiningIncome();
  return (
    <PagedList
      query={income}
      emptyTitle={t('mining.income.empty')}
      emptyExtra={
        <Link to={MINING_PATHS.home} className="lending-link">
          {t('mining.orders.browse')}
        </Link>
      }
      testIds={{ list: 'mining-income', empty: 'mining-income-empty', more: 'mining-income-more' }}
      row={(payout, index) => (
        <MiningPayoutRow
          key={`${payout.orderId}-${payout.day}`}
          payout={payout}
          testId={`mining-income-${index}`}
          withName
        />
      )}
    />
  );
}

/** `/financial/mining/income`: the caller's daily mining income, newest first, ten a page. */
export default function MiningIncomeScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  return (
    <div className="screen lending-screen" data-testid="screen-mining-income">
      <PageHeader
        title={t('mining.income.title')}
        right={
          <Link to={MINING_PATHS.home} className="lending-header-link">
            {t('mining.title')}
          </Link>
        }
      />
      <div className="lending-body">
        {demo ? <MiningDemoNotice /> : <IncomeList />}
        <p className="muted small lending-note">{t('mining.income.note')}</p>
      </div>
    </div>
  );
}
