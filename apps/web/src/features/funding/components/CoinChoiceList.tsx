import type { Coin } from '@exchange/contracts';
import { RightOutline, SearchOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TextKey } from '../../../i18n/types';
import { CoinBadge } from '../../wallet/components/CoinBadge';
import { isCoinOpen, isHotFor, pickableCoins, type ChainUse } from '../coins';

interface CoinChoiceListProps {
  coins: readonly Coin[];
  use: ChainUse;
  /** Where picking a coin goes. */
  to: (symbol: string) => string;
}

/** What a coin closed on every network for this use says instead of leading on. */
const CLOSED = {
  deposit: 'wallet.detail.depositClosed',
  withdraw: 'wallet.detail.withdrawClosed',
} as const satisfies Record<ChainUse, TextKey>;

/**
 * Search, then coins with the open hot ones first. A coin closed on every
 * network for this use is listed last, disabled, saying so: it is never a
 * hot pick and never leads to a screen where it cannot be used.
 */
export function CoinChoiceList({ coins, use, to }: CoinChoiceListProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const rows = pickableCoins(coins, query, use);
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
            const name = (
              <>
                <CoinBadge symbol={coin.symbol} />
                <span className="coin-choice-name">
                  <strong>{coin.symbol}</strong>
                  <span className="muted small">{coin.name}</span>
                </span>
              </>
            );
            return (
              <li key={coin.symbol}>
                {isCoinOpen(coin, use) ? (
                  <Link
                    to={to(coin.symbol)}
                    className="coin-choice"
                    data-testid={`coin-${coin.symbol}`}
                  >
                    {name}
                    {isHotFor(coin, use) && <span className="badge">{t('wallet.detail.hot')}</span>}
                    <RightOutline className="coin-choice-arrow" aria-hidden="true" />
                  </Link>
                ) : (
                  <div
                    className="coin-choice closed"
                    aria-disabled="true"
                    data-testid={`coin-${coin.symbol}`}
                  >
                    {name}
                    <span className="muted small" data-testid={`coin-closed-${coin.symbol}`}>
                      {t(CLOSED[use])}
                    </span>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
