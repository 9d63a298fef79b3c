import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { FiatValue } from '../../settings/components/FiatValue';
import { totalAcross } from '../assets';
import { AccountBalances } from '../components/AccountBalances';
import { CoinBadge } from '../components/CoinBadge';
import { ChainList } from '../components/ChainList';
import { HistoryFeed } from '../components/HistoryFeed';
import { EyeToggle, Masked } from '../components/Masked';
import { WalletActions } from '../components/WalletActions';
import { formatBalance } from '../format';
import { symbolParam } from '../params';
import { useAssetDetail } from '../queries';
import '../wallet.css';

/** One coin: its balance in each account, its networks, and its recent history. */
export default function AssetDetailScreen() {
  const [params] = useSearchParams();
  const symbol = symbolParam(params.get('symbol'));
  // Without a coin there is nothing to show; the asset list is where coins are picked.
  if (!symbol) return <Navigate to="/funds" replace />;
  return <AssetDetail symbol={symbol} />;
}

function AssetDetail({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const detail = useAssetDetail(symbol);
  const data = detail.data;
  const total = data ? totalAcross(data.accounts) : null;
  return (
    <div className="screen wallet-screen" data-testid="screen-asset-detail">
      <PageHeader title={symbol} />
      <QueryState
        isPending={detail.isPending}
        error={detail.error}
        onRetry={() => void detail.refetch()}
      >
        {data && total && (
          <>
            <section className="wallet-total-card">
              <div className="wallet-total-label">
                <CoinBadge symbol={symbol} />
                <strong className="detail-symbol">{symbol}</strong>
                <span className="muted">{data.coin.name}</span>
                {data.coin.isTop === '1' && <span className="badge">{t('wallet.detail.hot')}</span>}
                <EyeToggle />
              </div>
              <div className="wallet-total-value" data-testid="asset-total">
                <Masked>{formatBalance(total.total, data.coin.decimals)}</Masked>
              </div>
              <div className="muted">
                <Masked>
                  {total.usdValue === null ? (
                    t('wallet.noPrice')
                  ) : (
                    <>
                      ≈<FiatValue usd={total.usdValue} />
                    </>
                  )}
                </Masked>
              </div>
              <WalletActions symbol={symbol} />
            </section>
            <h2 className="wallet-section-title">{t('wallet.detail.byAccount')}</h2>
            <AccountBalances accounts={data.accounts} decimals={data.coin.decimals} />
            <h2 className="wallet-section-title">{t('wallet.detail.networks')}</h2>
            <ChainList chains={data.coin.chains} decimals={data.coin.decimals} />
          </>
        )}
      </QueryState>
      <h2 className="wallet-section-title">{t('wallet.detail.recent')}</h2>
      <div className="history-body">
        <HistoryFeed filter={{ asset: symbol }} paged={false} />
      </div>
    </div>
  );
}
