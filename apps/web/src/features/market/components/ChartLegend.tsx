import { NUMBER_GROUPING } from '../chartData';
import { legendAt, legendText, type MarketDigits, type Panel } from '../chartIndicators';

/**
 * A panel's figures at one candle, each in its line's colour ("MA7
 * 95,012.30  MA25 ..."), laid over the top of its pane: the main chart's at
 * the top, the sub-chart's `top` pixels down.
 */
export function ChartLegend({
  panel,
  index,
  digits,
  top,
}: {
  panel: Panel | null;
  index: number;
  digits: MarketDigits;
  top: number | null;
}) {
  if (panel === null) return null;
  const text = legendText(panel.format, digits, NUMBER_GROUPING);
  return (
    <div
      className="chart-legend"
      style={top === null ? undefined : { top: `${top}px` }}
      data-testid={top === null ? 'legend-main' : 'legend-sub'}
    >
      {panel.title !== null && <span className="chart-legend-title">{panel.title}</span>}
      {legendAt(panel, index).map((entry) => (
        <span
          key={entry.label}
          className={'tone' in entry.paint ? entry.paint.tone : undefined}
          style={'color' in entry.paint ? { color: entry.paint.color } : undefined}
        >
          {entry.label} {text(entry.value)}
        </span>
      ))}
    </div>
  );
}
