import { create } from 'zustand';
import { storage, STORAGE_KEYS } from '../../lib/storage';

/** Indicators drawn over the candles: at most one at a time, as on exchanges' phone apps. */
export const OVERLAYS = ['ma', 'ema', 'boll'] as const;
/** Indicators drawn in their own pane under the candles. */
export const SUB_CHARTS = ['vol', 'macd', 'rsi', 'kdj'] as const;

export type Overlay = (typeof OVERLAYS)[number] | 'none';
export type SubChart = (typeof SUB_CHARTS)[number] | 'none';

/** What a first visit shows: moving averages over the candles and volume under them. */
export const DEFAULT_OVERLAY: Overlay = 'ma';
export const DEFAULT_SUB_CHART: SubChart = 'vol';

export function isOverlay(value: string | null): value is Overlay {
  return value === 'none' || (OVERLAYS as readonly (string | null)[]).includes(value);
}

export function isSubChart(value: string | null): value is SubChart {
  return value === 'none' || (SUB_CHARTS as readonly (string | null)[]).includes(value);
}

interface ChartSettingsState {
  overlay: Overlay;
  subChart: SubChart;
  setOverlay: (overlay: Overlay) => void;
  setSubChart: (subChart: SubChart) => void;
}

/** The choice kept on this device; anything unreadable there is the default. */
export function storedChoice(): { overlay: Overlay; subChart: SubChart } {
  const overlay = storage.get(STORAGE_KEYS.chartOverlay);
  const subChart = storage.get(STORAGE_KEYS.chartSubChart);
  return {
    overlay: isOverlay(overlay) ? overlay : DEFAULT_OVERLAY,
    subChart: isSubChart(subChart) ? subChart : DEFAULT_SUB_CHART,
  };
}

/** The trend chart's indicator choice, kept on this device for the next visit. */
export const useChartSettings = create<ChartSettingsState>((set) => ({
  ...storedChoice(),
  setOverlay: (overlay) => {
    storage.set(STORAGE_KEYS.chartOverlay, overlay);
    set({ overlay });
  },
  setSubChart: (subChart) => {
    storage.set(STORAGE_KEYS.chartSubChart, subChart);
    set({ subChart });
  },
}));
