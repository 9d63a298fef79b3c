import type { MarketSummary } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChangeBadge } from '../../market/components/ChangeBadge';
import { PriceFiat } from '../../market/components/PriceFiat';
import { formatPrice, toneOf } from '../../market/format';
import { tradePath } from '../../market/paths';

/** The hot coins (isTop) as cards that scroll sideways; each opens its market. */
export function HotCoins({ markets }: { markets: readonly MarketSummary[] }) {
  const { t } = useTranslation();
  if (markets.length === 0) return null;
  return (
    <section className="hot-coins" aria-label={t('market.home.hot')}>
      <h2 className="home-section-title">{t('market.home.hot')}</h2>
      <div className="hot-strip">
        {markets.map((market) => {
          const traded = market.ticker.last !== null;
          const tone = traded ? toneOf(market.ticker.changePercent) : 'flat';
          return (
            <Link
              key={market.symbol}
              to={tradePath(market.symbol)}
              className="hot-card"
              data-testid="hot-coin"
            >
              <span className="hot-pair">
                {market.base}
                <span className="muted">/{market.quote}</span>
              </span>
              <strong className={`hot-price num ${tone}`}>
                {formatPrice(market.ticker.last, market.pricePrecision)}
              </strong>
              <PriceFiat
                price={market.ticker.last}
                quote={market.quote}
                className="muted small num"
              />
              <ChangeBadge
                changePercent={market.ticker.changePercent}
                traded={traded}
                solid={false}
              />
            </Link>
          );
        })}
      </div>
    </section>
  );
}
