import type { PerpConfig } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../market/format';
import { INDEX_LINE_COLOR, MARK_LINE_COLOR } from '../chart';

/** A swatch in a line's colour, so a figure is read with the line drawn for it. */
function Swatch({ color }: { color: string }) {
  return <i className="line-swatch" style={{ background: color }} aria-hidden="true" />;
}

/**
 * The contract chart's figures: the last traded price, then the mark and
 * index prices, each marked in the colour of its line across the candles.
 * All three are kept live by the mark topic.
 */
export function ContractChartStats({ contract }: { contract: PerpConfig }) {
  const { t } = useTranslation();
  const places = contract.pricePrecision;
  return (
    <section className="trend-stats" data-testid="contract-chart-stats">
      <div className="trend-last">
        <span className="muted small">{t('perp.chart.last')}</span>
        <strong className="num" data-testid="chart-last-price">
          {formatPrice(contract.lastPrice, places)}
        </strong>
      </div>
      <dl className="trend-facts">
        <div>
          <dt className="muted">
            <Swatch color={MARK_LINE_COLOR} />
            {t('perp.stats.mark')}
          </dt>
          <dd className="num" data-testid="chart-mark-price">
            {formatPrice(contract.markPrice, places)}
          </dd>
        </div>
        <div>
          <dt className="muted">
            <Swatch color={INDEX_LINE_COLOR} />
            {t('perp.stats.index')}
          </dt>
          <dd className="num" data-testid="chart-index-price">
            {formatPrice(contract.indexPrice, places)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The full-screen chart's head: the last price, and the mark beside it. */
export function ContractQuote({ contract }: { contract: PerpConfig }) {
  const { t } = useTranslation();
  const places = contract.pricePrecision;
  return (
    <>
      <span className="num">{formatPrice(contract.lastPrice, places)}</span>
      <span className="muted num">
        {t('perp.book.mark', { price: formatPrice(contract.markPrice, places) })}
      </span>
    </>
  );
}
