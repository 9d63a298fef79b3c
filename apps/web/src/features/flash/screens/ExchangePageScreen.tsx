import { UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { balanceIn } from '../../wallet/assets';
import { useCoinIndex, useWalletOverview } from '../../wallet/queries';
import { ExchangeForm } from '../components/ExchangeForm';
import { useExchangeDraft } from '../draft';
import { EXCHANGE_PATHS } from '../paths';
import { useExchangeCoins } from '../queries';
import { initialPair, type Pair } from '../rules';
import '../../account/account.css';
import '../../wallet/wallet.css';
import '../../funding/funding.css';
import '../exchange.css';

/**
 * `/exchange/exchangePage?from=&to=&amount=`: flash exchange, step one.
 * The pair is in the link, so a partial exchange can send the user back to
 * finish it; without one, the last draft's pair or USDT into the first
 * other coin is preselected.
 */
export default function ExchangePageScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { coins, query: markets } = useExchangeCoins();
  const overview = useWalletOverview();
  const decimals = useCoinIndex();
  // Coming back from the confirm step keeps the pair and amount of the quote taken there.
  const last = useExchangeDraft((state) => state.draft?.request);
  const pair = initialPair(coins, {
    from: params.get('from') ?? last?.fromCoin,
    to: params.get('to') ?? last?.toCoin,
  });
  const sameAsLast = last?.fromCoin === pair?.from && last?.toCoin === pair?.to;
  const initialAmount = params.get('amount') ?? (sameAsLast ? last?.amount : undefined) ?? '';
  const queries = [markets, overview];

  const setPair = (next: Pair) => {
    const search = new URLSearchParams(params);
    search.set('from', next.from);
    search.set('to', next.to);
    setParams(search, { replace: true });
  };

  return (
    <div className="screen account-screen exchange-screen" data-testid="screen-exchange-page">
      <PageHeader
        title={t('exchange.title')}
        right={
          <Link
            to={EXCHANGE_PATHS.history}
            className="icon-button"
            aria-label={t('exchange.historyTitle')}
            data-testid="exchange-history-link"
          >
            <UnorderedListOutline />
          </Link>
        }
      />
      <div className="account-body">
        <QueryState
          isPending={queries.some((query) => query.isPending)}
          error={queries.find((query) => query.error)?.error}
          onRetry={() => queries.forEach((query) => void query.refetch())}
          isEmpty={pair === null}
        >
          {pair && overview.data && (
            <ExchangeForm
              pair={pair}
              coins={coins}
              onPair={setPair}
              available={balanceIn(overview.data, 'spot', pair.from)?.available ?? '0'}
              decimals={decimals.get(pair.from)?.decimals}
              initialAmount={initialAmount}
            />
          )}
        </QueryState>
      </div>
    </div>
  );
}
