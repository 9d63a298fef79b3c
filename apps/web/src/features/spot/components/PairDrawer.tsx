import type { MarketSummary } from '@exchange/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeBadge } from '../../market/components/ChangeBadge';
import { SearchBox } from '../../market/components/SearchBox';
import { formatPrice } from '../../market/format';
import { useLiveTickers } from '../../market/live';
import { searchMarkets } from '../../market/marketList';
import { SwitcherDrawer, SwitcherItem } from './SwitcherDrawer';

function Tickers() {
  useLiveTickers();
  return null;
}

/** The pair switcher: every market, searchable, live while open. */
export function PairDrawer({
  open,
  onClose,
  markets,
  current,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  markets: readonly MarketSummary[];
  current: string;
  onPick: (symbol: string) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const shown = searchMarkets(markets, query);
  return (
    <SwitcherDrawer open={open} onClose={onClose} title={t('market.pairs')}>
      {open && <Tickers />}
      <div className="pair-drawer-search">
        <SearchBox value={query} onChange={setQuery} testId="pair-search" />
      </div>
      <ul className="pair-list" data-testid="pair-list">
        {shown.map((market) => (
          <SwitcherItem
            key={market.symbol}
            active={market.symbol === current}
            testId="pair-item"
            onPick={() => onPick(market.symbol)}
          >
            <span className="pair-item-name">
              <strong>{market.base}</strong>
              <span className="muted">/{market.quote}</span>
            </span>
            <span className="num">{formatPrice(market.ticker.last, market.pricePrecision)}</span>
            <ChangeBadge
              changePercent={market.ticker.changePercent}
              traded={market.ticker.last !== null}
              solid={false}
            />
          </SwitcherItem>
        ))}
      </ul>
      {shown.length === 0 && <p className="market-empty muted">{t('market.quotes.noMatch')}</p>}
    </SwitcherDrawer>
  );
}
