import { ArrowsAltOutline, CloseOutline } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartView } from '../chartData';
import { useChartSettings } from '../chartSettings';
import type { ChartSource, ChartSubject, PriceLineSpec } from '../chartSource';
import type { DepthBook } from '../depthBook';
import { DepthChart } from './DepthChart';
import { IndicatorChips } from './IndicatorChips';
import { KlineChart } from './KlineChart';
import { LandscapeChart, requestLandscape } from './LandscapeChart';
import { TimeFrames } from './TimeFrames';

interface ChartProps {
  source: ChartSource;
  subject: ChartSubject;
  book: DepthBook | null;
  view: ChartView;
  onView: (view: ChartView) => void;
  /** Lines across the candles besides the last price's own: a contract's mark and index. */
  priceLines?: readonly PriceLineSpec[];
  /** Beside the name at the top of the landscape view: the last price, its change and so on. */
  figures: ReactNode;
}

/** Time frames, the indicator chips and the chart (or the depth chart); `action` ends the chips row. */
function ChartBody({
  source,
  subject,
  book,
  view,
  onView,
  priceLines,
  action,
}: ChartProps & { action: ReactNode }) {
  const { t } = useTranslation();
  const { overlay, subChart } = useChartSettings();
  return (
    <>
      <TimeFrames value={view} onChange={onView} />
      <div className="chart-tools">
        {view.kind === 'kline' ? <IndicatorChips /> : <span />}
        {action}
      </div>
      {view.kind === 'kline' ? (
        <KlineChart
          source={source}
          symbol={subject.symbol}
          frame={view.frame}
          tickSize={subject.tickSize}
          precision={subject.precision}
          amountPrecision={subject.amountPrecision}
          overlay={overlay}
          subChart={subChart}
          priceLines={priceLines}
        />
      ) : (
        <DepthChart
          book={book}
          digits={subject}
          amountUnit={source.units === null ? undefined : t(source.units.amount)}
        />
      )}
    </>
  );
}

/** The landscape view's top line: the market or contract, its figures, and the way out. */
function LandscapeHead({
  name,
  figures,
  onClose,
}: {
  name: string;
  figures: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="chart-landscape-head">
      <strong>{name}</strong>
      {figures}
      <button
        type="button"
        className="chart-tool"
        aria-label={t('market.chart.exitFullScreen')}
        data-testid="chart-close"
        onClick={onClose}
      >
        <CloseOutline />
      </button>
    </div>
  );
}

/**
 * A chart screen's chart (a spot market's or a contract's, by `source`),
 * and the same chart full screen in landscape behind the expand button.
 * Both follow the one time frame (the screen's URL) and the one indicator
 * choice, so closing the full view keeps what was chosen in it.
 */
export function ChartPanel(props: ChartProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  return (
    <section className="chart-panel">
      <ChartBody
        {...props}
        action={
          <button
            type="button"
            className="chart-tool"
            aria-label={t('market.chart.fullScreen')}
            data-testid="chart-expand"
            onClick={() => {
              requestLandscape();
              setExpanded(true);
            }}
          >
            <ArrowsAltOutline />
          </button>
        }
      />
      {expanded && (
        <LandscapeChart label={props.subject.name} onClose={() => setExpanded(false)}>
          <LandscapeHead
            name={props.subject.name}
            figures={props.figures}
            onClose={() => setExpanded(false)}
          />
          <ChartBody {...props} action={null} />
        </LandscapeChart>
      )}
    </section>
  );
}
