import { useTranslation } from 'react-i18next';
import { chartViewKey, DEPTH_VIEW, FRAMES, type ChartView, type Frame } from '../chartData';

/** A frame's label: "Line" (time-sharing), "5m", "1h", "1D"..., in the reader's language. */
function useFrameLabel(): (frame: Frame) => string {
  const { t } = useTranslation();
  return (frame) => {
    if (frame.line) return t('market.chart.timeSharing');
    const count = Number.parseInt(frame.interval, 10);
    switch (frame.interval.slice(-1)) {
      case 'm':
        return t('market.chart.minutes', { count });
      case 'h':
        return t('market.chart.hours', { count });
      case 'd':
        return t('market.chart.day');
      case 'w':
        return t('market.chart.week');
      default:
        return t('market.chart.month');
    }
  };
}

/**
 * The chart's time frames, then the depth chart, in a strip that scrolls
 * sideways on narrow phones.
 */
export function TimeFrames({
  value,
  onChange,
}: {
  value: ChartView;
  onChange: (view: ChartView) => void;
}) {
  const { t } = useTranslation();
  const label = useFrameLabel();
  const active = chartViewKey(value);
  const tab = (key: string, text: string, view: ChartView) => (
    <button
      key={key}
      type="button"
      role="tab"
      aria-selected={key === active}
      className={key === active ? 'time-frame active' : 'time-frame'}
      data-testid={`frame-${key}`}
      onClick={() => onChange(view)}
    >
      {text}
    </button>
  );
  return (
    <div className="time-frames" role="tablist">
      {FRAMES.map((frame) => tab(frame.key, label(frame), { kind: 'kline', frame }))}
      {tab(DEPTH_VIEW, t('market.chart.depth'), { kind: 'depth' })}
    </div>
  );
}
