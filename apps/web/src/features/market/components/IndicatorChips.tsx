import { useTranslation } from 'react-i18next';
import {
  OVERLAYS,
  SUB_CHARTS,
  useChartSettings,
  type Overlay,
  type SubChart,
} from '../chartSettings';

/** Indicator names are the same in every language, as on every exchange. */
const NAMES: Record<Exclude<Overlay | SubChart, 'none'>, string> = {
  ma: 'MA',
  ema: 'EMA',
  boll: 'BOLL',
  vol: 'VOL',
  macd: 'MACD',
  rsi: 'RSI',
  kdj: 'KDJ',
};

function Chip({
  name,
  active,
  onPress,
}: {
  name: keyof typeof NAMES;
  active: boolean;
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      className={active ? 'indicator-chip active' : 'indicator-chip'}
      data-testid={`indicator-${name}`}
      onClick={onPress}
    >
      {NAMES[name]}
    </button>
  );
}

/**
 * "MA EMA BOLL | VOL MACD RSI KDJ": one indicator over the candles and one
 * under them, as exchanges' phone apps offer. Tapping the chosen one again
 * hides it. The choice is kept on this device.
 */
export function IndicatorChips() {
  const { t } = useTranslation();
  const { overlay, subChart, setOverlay, setSubChart } = useChartSettings();
  return (
    <div className="indicator-chips">
      <div role="group" aria-label={t('market.chart.mainIndicators')}>
        {OVERLAYS.map((name) => (
          <Chip
            key={name}
            name={name}
            active={overlay === name}
            onPress={() => setOverlay(overlay === name ? 'none' : name)}
          />
        ))}
      </div>
      <span className="indicator-divider" aria-hidden="true" />
      <div role="group" aria-label={t('market.chart.subIndicators')}>
        {SUB_CHARTS.map((name) => (
          <Chip
            key={name}
            name={name}
            active={subChart === name}
            onPress={() => setSubChart(subChart === name ? 'none' : name)}
          />
        ))}
      </div>
    </div>
  );
}
