import type { MarketSummary } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { compactNumber } from '../../../lib/numbers';
import { useLocale } from '../../../state/settings';
import { formatPrice, toneOf } from '../format';
import { ChangeBadge } from './ChangeBadge';
import { PriceFiat } from './PriceFiat';

/** Last price with its fiat value and change, then the 24-hour high, low, volume and turnover. */
export function TrendStats({ market }: { market: MarketSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { ticker } = market;
  const traded = ticker.last !== null;
  const places = market.pricePrecision;
  const facts = [
    { key: 'high', label: t('market.stats.high'), value: formatPrice(ticker.high, places) },
    { key: 'low', label: t('market.stats.low'), value: formatPrice(ticker.low, places) },
    {
      key: 'volume',
      label: t('market.stats.volume', { asset: market.base }),
      value: compactNumber(ticker.volume, locale),
    },
    {
      key: 'turnover',
      label: t('market.stats.turnover', { asset: market.quote }),
      value: compactNumber(ticker.turnover, locale),
    },
  ];
  return (
    <section className="trend-stats" data-testid="trend-stats">
      <div className="trend-last">
        <strong className={`num ${traded ? toneOf(ticker.changePercent) : 'flat'}`}>
          {formatPrice(ticker.last, places)}
        </strong>
        <span className="trend-last-sub">
          <PriceFiat price={ticker.last} quote={market.quote} className="muted num" />
          <ChangeBadge changePercent={ticker.changePercent} traded={traded} solid={false} />
        </span>
      </div>
      <dl className="trend-facts">
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt className="muted">{fact.label}</dt>
            <dd className="num">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The last price and its change on one line: the full-screen chart's head. */
export function TrendQuote({ market }: { market: MarketSummary }) {
  const { ticker } = market;
  const traded = ticker.last !== null;
  return (
    <>
      <span className={`num ${traded ? toneOf(ticker.changePercent) : 'flat'}`}>
        {formatPrice(ticker.last, market.pricePrecision)}
      </span>
      <ChangeBadge changePercent={ticker.changePercent} traded={traded} solid={false} />
    </>
  );
}
