import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { FormScreen } from '../../account/components/FormScreen';
import { BonusCard } from '../../promote/components/BonusCard';
import { balanceIn } from '../../wallet/assets';
import { symbolParam } from '../../wallet/params';
import { useCoins, useWalletOverview } from '../../wallet/queries';
import { isOpen } from '../coins';
import { ReadinessNotice } from '../components/ReadinessNotice';
import { WithdrawForm } from '../components/WithdrawForm';
import { useWithdrawDraft } from '../draft';
import { useWithdrawReadiness } from '../queries';
import '../../wallet/wallet.css';
import '../funding.css';

/**
 * Withdraw, step one (?symbol=): the form, with the readiness check from
 * walletWithdrawEnable. Without a coin in the link, the last draft's coin or
 * the first coin that can be withdrawn is preselected. An active sign-up
 * bonus says above the form how much of the balance it still keeps here.
 */
export default function WithdrawPageScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const coins = useCoins();
  const overview = useWalletOverview();
  const readiness = useWithdrawReadiness();
  const draftSymbol = useWithdrawDraft((state) => state.draft?.symbol);

  const list = (coins.data ?? []).filter((coin) => coin.chains.length > 0);
  const fallback = list.find((coin) => coin.chains.some((chain) => isOpen(chain, 'withdraw')));
  const symbol = symbolParam(params.get('symbol')) ?? draftSymbol ?? fallback?.symbol;
  const coin = list.find((candidate) => candidate.symbol === symbol) ?? fallback;
  const available =
    overview.data && coin ? (balanceIn(overview.data, 'spot', coin.symbol)?.available ?? '0') : '0';
  const queries = [coins, overview, readiness];

  const setSymbol = (next: string) => {
    const search = new URLSearchParams(params);
    search.set('symbol', next);
    setParams(search, { replace: true });
  };

  return (
    <FormScreen title={t('funding.withdraw.title')} testId="screen-withdraw-page">
      <QueryState
        isPending={queries.some((query) => query.isPending)}
        error={queries.find((query) => query.error)?.error}
        onRetry={() => queries.forEach((query) => void query.refetch())}
        isEmpty={coin === undefined}
      >
        {readiness.data && !readiness.data.enabled && (
          <ReadinessNotice
            readiness={readiness.data}
            back={`${location.pathname}${location.search}`}
          />
        )}
        <BonusCard compact />
        {coin && (
          <WithdrawForm
            key={coin.symbol}
            coin={coin}
            symbols={list.map((candidate) => candidate.symbol)}
            onCoin={setSymbol}
            available={available}
            ready={readiness.data?.enabled === true}
          />
        )}
      </QueryState>
    </FormScreen>
  );
}
