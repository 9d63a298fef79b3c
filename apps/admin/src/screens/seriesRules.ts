import { DELIVERY_TERM, deliverySeriesBody, type DeliverySeriesListing } from '@exchange/contracts';
import { settleWindowProblems } from './contractRules';
import { sortProblems, wholeOf, type Problem } from './marketRules';

/**
 * A new delivery series' values, problems and body, apart from React. The
 * problems mirror the server's (`deliverySeriesBody`, `listDeliverySeries`);
 * it checks again and has the last word.
 */

const shape = deliverySeriesBody.shape;

export interface SeriesValues {
  /** The symbol of the perpetual the series copies. */
  readonly perpetual: string;
  /** As the server reads it: spaces dropped, upper case ("1W", "Q"). */
  readonly term: string;
  readonly settleWindowMinutes: string;
  readonly enabled: boolean;
  readonly sort: string;
}

/** A blank series: a 30-minute settlement average, suspended, after the last contract. */
export const blankSeries = (sort: string): SeriesValues => ({
  perpetual: '',
  term: '',
  settleWindowMinutes: '30',
  enabled: false,
  sort,
});

/** The server upper-cases a term; the form shows it as it will be stored. */
export const compactTerm = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

const WEEK = 7 * 1440;
const UNIT_MINUTES: Readonly<Record<string, number>> = { M: 1, H: 60, D: 1440, W: WEEK };

/** A term's length in minutes as the server counts it (a quarter as its shortest, 13 weeks); null when malformed. */
export function termMinutes(term: string): number | null {
  if (!DELIVERY_TERM.test(term)) return null;
  if (term === 'Q') return 13 * WEEK;
  return Number(term.slice(0, -1)) * (UNIT_MINUTES[term.slice(-1)] ?? 1);
}

/** The symbol the series would get (BTCUSDT-1W), once a perpetual and a well-formed term are given. */
export const seriesSymbol = (values: SeriesValues): string | null =>
  values.perpetual !== '' && DELIVERY_TERM.test(values.term)
    ? `${values.perpetual}-${values.term}`
    : null;

/** Everything the server would refuse about a new series that the console can know. */
export function seriesProblems(values: SeriesValues, listed: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  if (values.perpetual === '')
    problems.push({ field: 'perpetual', key: 'contracts.problem.perpetual' });
  const minutes = termMinutes(values.term);
  if (minutes === null) problems.push({ field: 'term', key: 'contracts.problem.term' });
  const symbol = seriesSymbol(values);
  if (symbol !== null && listed.includes(symbol))
    problems.push({ field: 'term', key: 'markets.problem.listed', params: { symbol } });
  const window = settleWindowProblems(values.settleWindowMinutes, shape.settleWindowMinutes);
  // The server refuses a window as long as the term or longer: it would reach back past the previous expiry.
  const windowMinutes = wholeOf(values.settleWindowMinutes);
  if (window.length === 0 && minutes !== null && windowMinutes !== null && windowMinutes >= minutes)
    problems.push({
      field: 'settleWindowMinutes',
      key: 'contracts.problem.windowTerm',
      params: { minutes },
    });
  return [...problems, ...window, ...sortProblems(values.sort, shape.sort)];
}

/** The body to send; null while the window or the sort order does not parse. */
export function seriesBody(values: SeriesValues): DeliverySeriesListing | null {
  const settleWindowMinutes = wholeOf(values.settleWindowMinutes);
  const sort = wholeOf(values.sort);
  if (settleWindowMinutes === null || sort === null) return null;
  const { perpetual, term, enabled } = values;
  return { perpetual, term, settleWindowMinutes, enabled, sort };
}
