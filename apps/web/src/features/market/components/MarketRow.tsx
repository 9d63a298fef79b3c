import type { MarketSummary } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../state/settings';
import { formatPrice, formatVolume } from '../format';
import { tradePath } from '../paths';
import { ChangeBadge } from './ChangeBadge';
import { PriceFiat } from './PriceFiat';
import { StarButton } from './StarButton';

interface MarketRowProps {
  market: MarketSummary;
  /** Shown with a star when given (the quotes list); home lists leave it out. */
  favourite?: { active: boolean; onToggle: () => void } | undefined;
}

/**
 * One market: pair and volume, last price with its fiat value, 24-hour change.
 * Opens trading. The volume is the 24-hour turnover in the quote coin, as
 * exchanges list it: 1.23M USDT compares across pairs, 1,234 BTC against
 * 1,234 DOGE does not.
 */
export function MarketRow({ market, favourite }: MarketRowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { ticker } = market;
  return (
    <li className="market-row" data-testid="market-row" data-symbol={market.symbol}>
      {favourite && <StarButton active={favourite.active} onToggle={favourite.onToggle} />}
      <Link to={tradePath(market.symbol)} className="market-row-link">
        <span className="market-pair">
          <span className="market-pair-name">
            <strong>{market.base}</strong>
            <span className="muted">/{market.quote}</span>
          </span>
          <span className="muted small">
            {t('market.volume', { value: formatVolume(ticker.turnover, market.quote, locale) })}
          </span>
        </span>
        <span className="market-last">
          <span className="num" data-testid="market-last">
            {formatPrice(ticker.last, market.pricePrecision)}
          </span>
          <PriceFiat price={ticker.last} quote={market.quote} className="muted small num" />
        </span>
        <ChangeBadge changePercent={ticker.changePercent} traded={ticker.last !== null} />
      </Link>
    </li>
  );
}
