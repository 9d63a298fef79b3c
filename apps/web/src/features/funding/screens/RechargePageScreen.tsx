import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { FormScreen } from '../../account/components/FormScreen';
import { symbolParam } from '../../wallet/params';
import { useCoins } from '../../wallet/queries';
import { ChainPicker } from '../components/ChainPicker';
import { DepositAddressSection } from '../components/DepositAddressSection';
import { chooseChain } from '../coins';
import { FUNDING_PATHS } from '../paths';
import '../../wallet/wallet.css';
import '../funding.css';

/** Deposit, step two: ?symbol= and an optional ?chain= (the first open network otherwise). */
export default function RechargePageScreen() {
  const [params] = useSearchParams();
  const symbol = symbolParam(params.get('symbol'));
  // Without a coin there is no address to show; the coin list is where coins are picked.
  if (!symbol) return <Navigate to={FUNDING_PATHS.depositCoins} replace />;
  return <DepositPage symbol={symbol} />;
}

function DepositPage({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const coins = useCoins();
  const coin = coins.data?.find((candidate) => candidate.symbol === symbol);
  const chain = coin ? chooseChain(coin.chains, 'deposit', params.get('chain')) : undefined;
  // The network is in the URL, so a reload or a shared link shows the same address.
  const setChain = (next: string) => {
    const search = new URLSearchParams(params);
    search.set('chain', next);
    setParams(search, { replace: true });
  };

  return (
    <FormScreen title={t('funding.deposit.title', { symbol })} testId="screen-recharge-page">
      <QueryState
        isPending={coins.isPending}
        error={coins.error}
        onRetry={() => void coins.refetch()}
      >
        {!coin && (
          <div className="notice funding-inline-notice" data-testid="deposit-unknown-coin">
            <p>{t('funding.unknownCoin')}</p>
            <Link to={FUNDING_PATHS.depositCoins}>{t('funding.deposit.pickCoin')}</Link>
          </div>
        )}
        {coin && (
          <div className="funding-stack">
            <ChainPicker
              chains={coin.chains}
              use="deposit"
              value={chain?.chain}
              onChange={setChain}
              testIdPrefix="deposit-chain"
            />
            {chain ? (
              <DepositAddressSection key={chain.chain} symbol={symbol} chain={chain} />
            ) : (
              <div className="notice funding-inline-notice" data-testid="deposit-closed">
                {t('funding.deposit.noChain', { symbol })}
              </div>
            )}
          </div>
        )}
      </QueryState>
    </FormScreen>
  );
}
