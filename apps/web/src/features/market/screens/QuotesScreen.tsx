import { Button } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginRedirect } from '../../../app/guards';
import { QueryState } from '../../../components/QueryState';
import { DemoBadge } from '../components/DemoBadge';
import { ContractRow } from '../components/ContractRow';
import { LiveMarks } from '../components/LiveMarks';
import { MarketRow } from '../components/MarketRow';
import { MarketTabs } from '../components/MarketTabs';
import { SearchBox } from '../components/SearchBox';
import { SortBar } from '../components/SortBar';
import { searchContracts, sortContracts } from '../contractList';
import { useFavourites, useToggleFavourite } from '../favourites';
import { useLiveTickers } from '../live';
import { nextSort, searchMarkets, sortMarkets, type MarketSort } from '../marketList';
import { QUOTES_ACTIVE, quotesTabOf, type QuotesTab } from '../paths';
import { useMarketList } from '../queries';
import { useContractListings } from '../useContractListings';
import '../market.css';

function EmptyList(props: {
  tab: QuotesTab;
  searching: boolean;
  signedIn: boolean;
  onLogin: () => void;
}) {
  const { t } = useTranslation();
  if (props.tab === 'favourites' && !props.signedIn) {
    return (
      <div className="market-empty">
        <p className="muted">{t('market.quotes.loginForFavourites')}</p>
        <Button color="primary" shape="rounded" size="small" onClick={props.onLogin}>
          {t('me.login')}
        </Button>
      </div>
    );
  }
  const key = props.searching
    ? 'market.quotes.noMatch'
    : props.tab === 'favourites'
      ? 'market.quotes.noFavourites'
      : props.tab === 'delivery'
        ? 'delivery.none'
        : 'common.noData';
  return <p className="market-empty muted">{t(key)}</p>;
}

/**
 * The Market tab: favourites (spot pairs and contracts), all spot markets,
 * perpetual and delivery contracts; searchable and sortable, live.
 */
export default function QuotesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tab = quotesTabOf(params.get('active'));
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<MarketSort | null>(null);
  const favourites = useFavourites();
  const toggleFavourite = useToggleFavourite();
  const favourite = (symbol: string) => ({
    active: favourites.symbols.has(symbol),
    onToggle: () => toggleFavourite(symbol, !favourites.symbols.has(symbol)),
  });

  const spotTab = tab === 'favourites' || tab === 'all';
  const list = useMarketList();
  useLiveTickers(spotTab);
  // Favourite contracts are only looked up when there are some.
  const favouriteContracts =
    tab === 'favourites' && [...favourites.symbols].some((symbol) => !symbol.includes('/'));
  const contracts = useContractListings({
    perpetual: tab === 'perpetual' || favouriteContracts,
    delivery: tab === 'delivery' || favouriteContracts,
  });

  const spotRows = useMemo(() => {
    if (!spotTab) return [];
    const markets = list.data ?? [];
    const shown =
      tab === 'favourites'
        ? markets.filter((market) => favourites.symbols.has(market.symbol))
        : markets;
    return sortMarkets(searchMarkets(shown, query), sort);
  }, [spotTab, list.data, tab, favourites.symbols, query, sort]);
  const contractRows = useMemo(() => {
    const shown =
      tab === 'favourites'
        ? contracts.listings.filter(({ contract }) => favourites.symbols.has(contract.symbol))
        : contracts.listings;
    return sortContracts(searchContracts(shown, query), sort);
  }, [tab, contracts.listings, favourites.symbols, query, sort]);

  const pending = (spotTab && list.isPending) || contracts.isPending;
  const error = (spotTab ? list.error : null) ?? contracts.error;
  const retry = () => {
    if (spotTab) void list.refetch();
    contracts.refetch();
  };

  return (
    <div className="screen quotes-screen" data-testid="quotes-screen">
      <header className="quotes-header">
        <h1 className="screen-title">{t('market.quotes.title')}</h1>
        <DemoBadge coin="BTC" />
      </header>
      <div className="quotes-toolbar">
        <SearchBox value={query} onChange={setQuery} testId="quotes-search" />
      </div>
      <MarketTabs
        items={[
          { key: 'favourites', label: t('market.quotes.favourites') },
          { key: 'all', label: t('market.quotes.spot') },
          { key: 'perpetual', label: t('market.quotes.perpetual') },
          { key: 'delivery', label: t('market.quotes.delivery') },
        ]}
        value={tab}
        onChange={(next) => setParams({ active: QUOTES_ACTIVE[next] }, { replace: true })}
        testIdPrefix="quotes-tab"
      />
      <SortBar
        sort={sort}
        onSort={(key) => setSort((current) => nextSort(current, key))}
        nameLabel={spotTab ? undefined : t('market.sort.contract')}
      />
      <LiveMarks listings={contractRows} />
      <QueryState isPending={pending} error={error} onRetry={retry}>
        {spotRows.length === 0 && contractRows.length === 0 ? (
          <EmptyList
            tab={tab}
            searching={query.trim() !== ''}
            signedIn={favourites.signedIn}
            onLogin={() => navigate(loginRedirect(`${location.pathname}${location.search}`))}
          />
        ) : (
          <ul className="market-list">
            {spotRows.map((market) => (
              <MarketRow key={market.symbol} market={market} favourite={favourite(market.symbol)} />
            ))}
            {contractRows.map((listing) => (
              <ContractRow
                key={listing.contract.symbol}
                listing={listing}
                favourite={favourite(listing.contract.symbol)}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
