import { useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PERCENT_STOPS, type PercentStop } from '../orderMath';

/** The stop nearest to `ratio` (0 to 1) along the track. */
export function nearestStop(ratio: number): PercentStop {
  const percent = Math.min(1, Math.max(0, ratio)) * 100;
  return PERCENT_STOPS.reduce((best, stop) =>
    Math.abs(stop - percent) < Math.abs(best - percent) ? stop : best,
  );
}

/**
 * Five stops (0 to 100 % of the available balance) on a track coloured by
 * side. A finger can tap a stop or its label, or drag along the track: the
 * nearest stop follows. The stops stay buttons for keyboards and readers.
 */
export function PercentSlider({
  value,
  onChange,
  disabled,
}: {
  value: PercentStop | null;
  onChange: (percent: PercentStop) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const filled = value ?? 0;
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const pick = (clientX: number) => {
    const rect = track.current?.getBoundingClientRect();
    if (!rect || rect.width <= 0) return;
    const stop = nearestStop((clientX - rect.left) / rect.width);
    if (stop !== value) onChange(stop);
  };
  const down = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled) return;
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pick(event.clientX);
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) pick(event.clientX);
  };
  const up = () => {
    dragging.current = false;
  };
  return (
    <div
      className={disabled ? 'percent-slider disabled' : 'percent-slider'}
      data-testid="percent-slider"
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
    >
      <div className="percent-track" aria-hidden="true" ref={track}>
        <div className="percent-fill" style={{ width: `${filled}%` }} />
      </div>
      <div className="percent-stops">
        {PERCENT_STOPS.map((stop) => (
          <button
            key={stop}
            type="button"
            className={stop <= filled && value !== null ? 'percent-stop on' : 'percent-stop'}
            style={{ left: `${stop}%` }}
            aria-label={t('trade.percent', { percent: stop })}
            aria-pressed={value === stop}
            disabled={disabled}
            data-testid={`percent-${stop}`}
            onClick={() => onChange(stop)}
          />
        ))}
      </div>
      <div className="percent-labels" aria-hidden="true">
        {PERCENT_STOPS.map((stop) => (
          <span key={stop}>{stop}%</span>
        ))}
      </div>
    </div>
  );
}
