import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import {
  DEFAULT_OVERLAY,
  DEFAULT_SUB_CHART,
  storedChoice,
  useChartSettings,
} from './chartSettings';

// The store outlives a test (files share modules): each test starts from the first-visit choice.
afterEach(() =>
  useChartSettings.setState({ overlay: DEFAULT_OVERLAY, subChart: DEFAULT_SUB_CHART }),
);

describe('chart indicator choice', () => {
  it('is MA over the candles and VOL under them on a first visit', () => {
    expect(storedChoice()).toEqual({ overlay: 'ma', subChart: 'vol' });
  });

  it('is kept on the device and read back on the next visit', () => {
    useChartSettings.getState().setOverlay('boll');
    useChartSettings.getState().setSubChart('none');
    expect(useChartSettings.getState()).toMatchObject({ overlay: 'boll', subChart: 'none' });
    expect(window.localStorage.getItem(STORAGE_KEYS.chartOverlay)).toBe('boll');
    expect(window.localStorage.getItem(STORAGE_KEYS.chartSubChart)).toBe('none');
    expect(storedChoice()).toEqual({ overlay: 'boll', subChart: 'none' });
  });

  it('falls back to the defaults for anything it does not know', () => {
    window.localStorage.setItem(STORAGE_KEYS.chartOverlay, 'MA');
    window.localStorage.setItem(STORAGE_KEYS.chartSubChart, 'obv');
    expect(storedChoice()).toEqual({ overlay: 'ma', subChart: 'vol' });
    window.localStorage.setItem(STORAGE_KEYS.chartOverlay, 'none');
    window.localStorage.setItem(STORAGE_KEYS.chartSubChart, 'kdj');
    expect(storedChoice()).toEqual({ overlay: 'none', subChart: 'kdj' });
  });
});
