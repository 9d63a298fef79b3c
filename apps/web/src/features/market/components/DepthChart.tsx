import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NUMBER_GROUPING, priceLabel, volumeLabel } from '../chartData';
import type { MarketDigits } from '../chartIndicators';
import type { DepthBook } from '../depthBook';
import { depthCurve, depthPaths } from '../depthCurve';
import { formatPrice } from '../format';

/**
 * The drawing box. The SVG stretches it to whatever size the chart has
 * (no aspect ratio kept) and its strokes keep their width, so the chart
 * follows a resize or a turn to landscape without measuring anything; the
 * labels are HTML over it, placed in percent, so their text never stretches.
 */
const WIDTH = 1000;
const HEIGHT = 500;

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * The market's depth: cumulative bids (green) rising to the left of the mid
 * price and cumulative asks (red) to its right, from the order book the
 * screen already follows, written to the market's (or contract's) price and
 * amount decimals; `amountUnit` names the amounts where they are not in the
 * base coin (a contract's lots). Colours are the theme's, through CSS variables.
 */
export function DepthChart({
  book,
  digits,
  amountUnit,
}: {
  book: DepthBook | null;
  digits: Pick<MarketDigits, 'precision' | 'amountPrecision'>;
  amountUnit?: string | undefined;
}) {
  const { t } = useTranslation();
  const curve = useMemo(() => depthCurve(book), [book]);
  if (curve === null) {
    return (
      <div className="depth-chart" data-testid="depth-chart">
        <p className="kline-empty muted">{t('market.depth.empty')}</p>
      </div>
    );
  }
  const paths = depthPaths(curve, WIDTH, HEIGHT);
  const price = priceLabel(NUMBER_GROUPING, digits.precision);
  const amount = volumeLabel(NUMBER_GROUPING, digits.amountPrecision);
  return (
    <div
      className="depth-chart"
      data-testid="depth-chart"
      role="img"
      aria-label={t('market.chart.depthChart')}
    >
      <div className="depth-chart-plot">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true">
          <line
            className="depth-chart-mid"
            x1={paths.middle}
            x2={paths.middle}
            y1={0}
            y2={HEIGHT}
            vectorEffect="non-scaling-stroke"
          />
          <path className="depth-chart-area bid" d={paths.bidArea} />
          <path className="depth-chart-area ask" d={paths.askArea} />
          <path
            className="depth-chart-line bid"
            d={paths.bidLine}
            vectorEffect="non-scaling-stroke"
          />
          <path
            className="depth-chart-line ask"
            d={paths.askLine}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <div className="depth-chart-key">
          <span className="up">{t('market.depth.bid')}</span>
          <span className="down">{t('market.depth.ask')}</span>
          {amountUnit !== undefined && (
            <span className="depth-chart-unit muted" data-testid="depth-chart-unit">
              {amountUnit}
            </span>
          )}
        </div>
        {/* The tallest total reaches 90% of the height (depthPaths), half of it 45%. */}
        <span className="depth-chart-amount" style={{ top: '10%' }}>
          {amount(curve.maxTotal)}
        </span>
        <span className="depth-chart-amount" style={{ top: '55%' }}>
          {amount(curve.maxTotal / 2)}
        </span>
      </div>
      <div className="depth-chart-prices muted" data-testid="depth-chart-prices">
        <span>{price(curve.low)}</span>
        <span className="depth-chart-midprice" style={{ left: percent(paths.middle, WIDTH) }}>
          {t('market.chart.midPrice')} {formatPrice(curve.mid, digits.precision)}
        </span>
        <span>{price(curve.high)}</span>
      </div>
    </div>
  );
}
