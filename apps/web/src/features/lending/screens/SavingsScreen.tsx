import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { LendingDemoNotice } from '../components/Notices';
import { SavingsCoinCard } from '../components/SavingsCoinCard';
import { SavingsRules } from '../components/SavingsRules';
import { LoanBookLink } from '../book/components/LoanBookLink';
import { LENDING_PATHS } from '../paths';
import { useSavings, useSpotAvailable } from '../queries';
import '../../account/account.css';
import '../../funding/funding-detail.css';
import '../../p2p/trade.css';
import '../lending.css';

function Savings() {
  const { t } = useTranslation();
  const savings = useSavings();
  const { availableOf } = useSpotAvailable();
  const overview = savings.data;
  return (
    <QueryState
      isPending={savings.isPending}
      error={savings.error}
      onRetry={() => void savings.refetch()}
    >
      {overview && overview.coins.length === 0 && (
        <div className="p2p-empty" data-testid="savings-empty">
          <ErrorBlock status="empty" title={t('lending.savings.empty')} description="" />
        </div>
      )}
      {overview?.coins.map((coin) => (
        <SavingsCoinCard
          key={coin.asset}
          coin={coin}
          available={availableOf(coin.asset)}
          holdHours={overview.holdHours}
        />
      ))}
      {overview && overview.coins.length > 0 && <SavingsRules overview={overview} />}
    </QueryState>
  );
}

/**
 * `/savings`: flexible savings. Each coin's rate beside its annual
 * equivalent, the pool, the caller's savings, and subscribing and redeeming.
 */
export default function SavingsScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  return (
    <div className="screen lending-screen" data-testid="screen-savings">
      <PageHeader
        title={t('lending.savings.title')}
        right={
          demo ? undefined : (
            <Link
              to={LENDING_PATHS.savingsHistory}
              className="lending-header-link"
              data-testid="savings-history-link"
            >
              {t('lending.savings.history')}
            </Link>
          )
        }
      />
      {demo ? <LendingDemoNotice /> : <Savings />}
      <LoanBookLink />
    </div>
  );
}
