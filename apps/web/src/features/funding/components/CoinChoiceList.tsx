import type { Coin } from '@exchange/contracts';
import { RightOutline, SearchOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoinBadge } from '../../wallet/components/AssetRow';
import { isOpen, pickableCoins, type ChainUse } from '../coins';

interface CoinChoiceListProps {
  coins: readonly Coin[];
  use: ChainUse;
  /** Where picking a coin goes. */
  to: (symbol: string) => string;
}

/** Search, then coins with hot ones first; a coin closed on every network says so. */
export function CoinChoiceList({ coins, use, to }: CoinChoiceListProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const rows = pickableCoins(coins, query);
  return (
    <>
      <div className="asset-toolbar">
        <label className="asset-search">
          <SearchOutline aria-hidden="true" />
          <input
            type="search"
            value={query}
            placeholder={t('wallet.search')}
            aria-label={t('wallet.search')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            data-testid="coin-search"
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
      </div>
      {rows.length === 0 ? (
        <p className="wallet-empty muted">{t('common.noData')}</p>
      ) : (
        <ul className="coin-choices">
          {rows.map((coin) => {
            const closed = !coin.chains.some((chain) => isOpen(chain, use));
            return (
              <li key={coin.symbol}>
                <Link
                  to={to(coin.symbol)}
                  className="coin-choice"
                  data-testid={`coin-${coin.symbol}`}
                >
                  <CoinBadge symbol={coin.symbol} />
                  <span className="coin-choice-name">
                    <strong>{coin.symbol}</strong>
                    <span className="muted small">{coin.name}</span>
                  </span>
                  {coin.isTop === '1' && <span className="badge">{t('wallet.detail.hot')}</span>}
                  {closed && <span className="muted small">{t('funding.chain.closed')}</span>}
                  <RightOutline className="coin-choice-arrow" aria-hidden="true" />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
