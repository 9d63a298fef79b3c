import { useTranslation } from 'react-i18next';
import { PERCENT_STOPS, type PercentStop } from '../orderMath';

/** Five stops (0 to 100 % of the available balance) on a track coloured by side. */
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
  return (
    <div className={disabled ? 'percent-slider disabled' : 'percent-slider'}>
      <div className="percent-track" aria-hidden="true">
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
