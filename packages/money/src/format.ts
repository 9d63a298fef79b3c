/**
 * Display text for amounts. These functions are pure and do not use Intl, so
 * the server, the web app and tests all produce the same characters. They
 * only build strings; all rounding goes through rounding.ts.
 */
import { abs, lt, lte, mul } from './arithmetic.js';
import { decimal, movePoint, ONE, type Decimal } from './decimal.js';
import { ROUNDING, round, toFixed, type Rounding } from './rounding.js';

export interface FormatOptions {
  /** Decimals to show; the value is rounded to this many with `rounding`. */
  places: number;
  rounding: Rounding;
  /** Placed between groups of three integer digits; '' turns grouping off. */
  groupSeparator?: string;
  decimalSeparator?: string;
  /** Drops trailing fraction zeros (and the separator if nothing is left). */
  trimZeros?: boolean;
}

/** Rounds to `places`, groups the integer digits in threes and applies the separators. */
export function formatAmount(d: Decimal, options: FormatOptions): string {
  const { places, rounding, groupSeparator = ',', decimalSeparator = '.' } = options;
  const fixed = toFixed(d, places, rounding);
  const negative = fixed.startsWith('-');
  const [integer = '', rawFraction = ''] = (negative ? fixed.slice(1) : fixed).split('.');
  const fraction = options.trimZeros === true ? rawFraction.replace(/0+$/, '') : rawFraction;
  // The lookahead puts a separator before every run of three digits that
  // reaches the end, which is grouping from the right without reversing.
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, groupSeparator);
  const body = fraction === '' ? grouped : `${grouped}${decimalSeparator}${fraction}`;
  return negative ? `-${body}` : body;
}

interface CompactUnit {
  suffix: string;
  /** The unit is 10^exponent. */
  exponent: number;
}
/** Smallest unit first; the tuple type guarantees there is one. */
type CompactUnits = readonly [CompactUnit, ...CompactUnit[]];

/** The product spec's Chinese units: 万 is 10^4 and 亿 is 10^8. */
const CHINESE_UNITS: CompactUnits = [
  { suffix: '万', exponent: 4 },
  { suffix: '亿', exponent: 8 },
];
const WESTERN_UNITS: CompactUnits = [
  { suffix: 'K', exponent: 3 },
  { suffix: 'M', exponent: 6 },
  { suffix: 'B', exponent: 9 },
];
const CHINESE_LOCALES: readonly string[] = ['zh_CN', 'zh_HK'];

/** Only values strictly above this magnitude are abbreviated. */
const COMPACT_THRESHOLD = decimal('10000');
const COMPACT_OPTIONS = {
  places: 2,
  rounding: ROUNDING.half_up,
  trimZeros: true,
} as const satisfies FormatOptions;

/**
 * Large amounts shortened per the product spec: above 10,000 in magnitude
 * they are shown in 万/亿 for Chinese locales and K/M/B otherwise, with two
 * decimals rounded half up and trailing zeros trimmed ("12.35K", "1.23亿").
 * Values up to 10,000 are grouped plainly with the same rounding ("9,999",
 * "10,000"); values below one keep up to eight decimals ("0.0017").
 * `locale` is a locale id such as 'zh_CN'; 'zh-CN' is accepted too.
 */
export function formatCompact(d: Decimal, locale: string): string {
  // Below one, two decimals would turn a volume of 0.0017 BTC into "0": keep
  // eight places (trailing zeros trimmed), enough for any coin's smallest lot.
  if (lt(abs(d), ONE)) return formatAmount(d, { ...COMPACT_OPTIONS, places: 8 });
  if (lte(abs(d), COMPACT_THRESHOLD)) return formatAmount(d, COMPACT_OPTIONS);
  const chinese = CHINESE_LOCALES.includes(locale.replace('-', '_'));
  const [first, ...larger] = chinese ? CHINESE_UNITS : WESTERN_UNITS;
  let unit = first;
  let shown = inUnit(d, first);
  for (const candidate of larger) {
    // A larger unit is used once the value, as shown in the current unit,
    // reaches it. Comparing the rounded value rather than the exact one
    // makes 999,999 read "1M" instead of "1,000K".
    if (lt(abs(movePoint(shown, unit.exponent - candidate.exponent)), ONE)) break;
    unit = candidate;
    shown = inUnit(d, candidate);
  }
  return formatAmount(shown, COMPACT_OPTIONS) + unit.suffix;
}

/** `d` counted in `unit`s, rounded as compact text shows it. */
function inUnit(d: Decimal, unit: CompactUnit): Decimal {
  return round(movePoint(d, -unit.exponent), COMPACT_OPTIONS.places, COMPACT_OPTIONS.rounding);
}

const HUNDRED = decimal('100');

/**
 * A ratio shown as a percentage with exactly `places` decimals ("0.0123" is
 * "1.23%"). Display rounding defaults to half up.
 */
export function formatPercent(
  ratio: Decimal,
  places: number,
  rounding: Rounding = ROUNDING.half_up,
): string {
  return `${formatAmount(mul(ratio, HUNDRED), { places, rounding })}%`;
}
