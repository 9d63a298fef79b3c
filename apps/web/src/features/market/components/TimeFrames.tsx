import { useTranslation } from 'react-i18next';
import { FRAMES, type Frame } from '../chartData';

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

/** The chart's time frames in a strip that scrolls sideways on narrow phones. */
export function TimeFrames({
  value,
  onChange,
}: {
  value: Frame;
  onChange: (frame: Frame) => void;
}) {
  const label = useFrameLabel();
  return (
    <div className="time-frames" role="tablist">
      {FRAMES.map((frame) => (
        <button
          key={frame.key}
          type="button"
          role="tab"
          aria-selected={frame.key === value.key}
          className={frame.key === value.key ? 'time-frame active' : 'time-frame'}
          data-testid={`frame-${frame.key}`}
          onClick={() => onChange(frame)}
        >
          {label(frame)}
        </button>
      ))}
    </div>
  );
}
