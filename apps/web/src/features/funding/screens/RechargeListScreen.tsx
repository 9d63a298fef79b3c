import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { symbolParam, withQuery } from '../../wallet/params';
import { useCoins } from '../../wallet/queries';
import { CoinChoiceList } from '../components/CoinChoiceList';
import { FUNDING_PATHS, recordsPath } from '../paths';
import '../../wallet/wallet.css';
import '../funding.css';

const depositPath = (symbol: string) => withQuery(FUNDING_PATHS.deposit, { symbol });

/** Deposit, step one: pick the coin. A link that already names one goes straight to its address. */
export default function RechargeListScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const coins = useCoins();
  const linked = symbolParam(params.get('symbol'));
  if (linked) return <Navigate to={depositPath(linked)} replace />;
  return (
    <div className="screen funding-screen" data-testid="screen-recharge-list">
      <PageHeader
        title={t('funding.deposit.pickCoin')}
        right={
          <Link className="header-link" to={recordsPath('deposit')}>
            {t('funding.records.short')}
          </Link>
        }
      />
      <QueryState
        isPending={coins.isPending}
        error={coins.error}
        onRetry={() => void coins.refetch()}
      >
        <CoinChoiceList coins={coins.data ?? []} use="deposit" to={depositPath} />
      </QueryState>
    </div>
  );
}
