import { Button } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginRedirect } from '../../../app/guards';
import { QueryState } from '../../../components/QueryState';
import { DemoBadge } from '../components/DemoBadge';
import { MarketRow } from '../components/MarketRow';
import { MarketTabs } from '../components/MarketTabs';
import { SearchBox } from '../components/SearchBox';
import { SortBar } from '../components/SortBar';
import { useFavourites, useToggleFavourite } from '../favourites';
import { useLiveTickers } from '../live';
import { nextSort, searchMarkets, sortMarkets, type MarketSort } from '../marketList';
import { quotesTabOf, type QuotesTab } from '../paths';
import { useMarketList } from '../queries';
import '../market.css';

const ACTIVE_OF: Readonly<Record<QuotesTab, string>> = { favourites: '1', all: '2' };

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
      : 'common.noData';
  return <p className="market-empty muted">{t(key)}</p>;
}

/** The Market tab: favourites and all markets, searchable and sortable, live. */
export default function QuotesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tab = quotesTabOf(params.get('active'));
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<MarketSort | null>(null);
  const list = useMarketList();
  const favourites = useFavourites();
  const toggleFavourite = useToggleFavourite();
  useLiveTickers();

  const rows = useMemo(() => {
    const markets = list.data ?? [];
    const shown =
      tab === 'favourites'
        ? markets.filter((market) => favourites.symbols.has(market.symbol))
        : markets;
    return sortMarkets(searchMarkets(shown, query), sort);
  }, [list.data, tab, favourites.symbols, query, sort]);

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
          { key: 'all', label: t('market.quotes.all') },
        ]}
        value={tab}
        onChange={(next) => setParams({ active: ACTIVE_OF[next] }, { replace: true })}
        testIdPrefix="quotes-tab"
      />
      <SortBar sort={sort} onSort={(key) => setSort((current) => nextSort(current, key))} />
      <QueryState isPending={list.isPending} error={list.error} onRetry={() => void list.refetch()}>
        {rows.length === 0 ? (
          <EmptyList
            tab={tab}
            searching={query.trim() !== ''}
            signedIn={favourites.signedIn}
            onLogin={() => navigate(loginRedirect(`${location.pathname}${location.search}`))}
          />
        ) : (
          <ul className="market-list">
            {rows.map((market) => (
              <MarketRow
                key={market.symbol}
                market={market}
                favourite={{
                  active: favourites.symbols.has(market.symbol),
                  onToggle: () =>
                    toggleFavourite(market.symbol, !favourites.symbols.has(market.symbol)),
                }}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
