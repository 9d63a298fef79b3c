import { UnorderedListOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { DemoCard } from '../../demo/components/DemoCard';
import { MiningWalletCard } from '../../mining/components/MiningWalletCard';
import { accountOf, visibleAssets } from '../assets';
import { AccountTabs } from '../components/AccountTabs';
import { AssetRow } from '../components/AssetRow';
import { AssetToolbar } from '../components/AssetToolbar';
import { TotalCard } from '../components/TotalCard';
import { WalletActions } from '../components/WalletActions';
import { walletParam } from '../params';
import { useWalletPrefs } from '../prefs';
import { useCoinIndex, useWalletOverview } from '../queries';
import '../wallet.css';

/** The Assets tab: total, the five accounts and the assets of the chosen one. */
export default function FundsScreen() {
  const { t } = useTranslation();
  const overview = useWalletOverview();
  const coins = useCoinIndex();
  const [params, setParams] = useSearchParams();
  // The account is in the URL, so returning from a coin's page shows the same tab.
  const wallet = walletParam(params.get('wallet')) ?? 'spot';
  const [query, setQuery] = useState('');
  const hideZero = useWalletPrefs((state) => state.hideZero);
  const setHideZero = useWalletPrefs((state) => state.setHideZero);
  const data = overview.data;
  const demo = useSession((state) => state.demo);

  const names = useMemo(
    () => new Map([...coins.values()].map((coin) => [coin.symbol, coin.name])),
    [coins],
  );
  const account = data ? accountOf(data, wallet) : undefined;
  const rows = useMemo(
    () => visibleAssets(account?.assets ?? [], { query, hideZero }, names),
    [account, query, hideZero, names],
  );

  return (
    <div className="screen wallet-screen" data-testid="screen-funds">
      <header className="wallet-header">
        <h1 className="screen-title">{t('wallet.title')}</h1>
        <Link to="/accountChange" className="icon-button" aria-label={t('wallet.action.history')}>
          <UnorderedListOutline />
        </Link>
      </header>
      <QueryState
        isPending={overview.isPending}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      >
        {data && (
          <>
            <TotalCard
              label={t('wallet.totalAssets')}
              totalUsd={data.totalUsd}
              unpriced={data.unpriced}
              testId="funds-total"
            >
              <WalletActions />
            </TotalCard>
            <AccountTabs
              accounts={data.accounts}
              value={wallet}
              onChange={(next) => setParams({ wallet: next }, { replace: true })}
            />
            {wallet === 'mining' && <MiningWalletCard />}
            <AssetToolbar
              query={query}
              onQuery={setQuery}
              hideZero={hideZero}
              onHideZero={setHideZero}
            />
            {rows.length === 0 ? (
              <p className="wallet-empty muted">{t('common.noData')}</p>
            ) : (
              <ul className="asset-list">
                {rows.map((balance) => (
                  <AssetRow key={balance.asset} balance={balance} coin={coins.get(balance.asset)} />
                ))}
              </ul>
            )}
            {/* After the balances, out of their way; in demo the banner offers the way back. */}
            {!demo && <DemoCard />}
          </>
        )}
      </QueryState>
    </div>
  );
}
