import type { TimeRange } from './queries';

/** The profit-and-loss screen's periods. */
export const PERIODS = ['days7', 'days30', 'all'] as const;
export type Period = (typeof PERIODS)[number];

const DAY_MS = 86_400_000;
const PERIOD_DAYS: Readonly<Record<Exclude<Period, 'all'>, number>> = { days7: 7, days30: 30 };

/** The window of a period ending at `nowMs`; "all" leaves both ends open. */
export function rangeOf(period: Period, nowMs: number): TimeRange {
  if (period === 'all') return {};
  return { from: nowMs - PERIOD_DAYS[period] * DAY_MS, to: nowMs };
}
