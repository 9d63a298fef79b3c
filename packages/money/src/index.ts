/**
 * Exact decimal money: parsing, arithmetic with named rounding, formatting.
 * Money is never a JS number (DESIGN.md section 4); this is the one place
 * that turns decimal text into values and values back into text.
 */
export {
  Decimal,
  MAX_FRACTION_DIGITS,
  MAX_INTEGER_DIGITS,
  ONE,
  ZERO,
  decimal,
  fromBigInt,
  movePoint,
  parseDecimal,
  scaleOf,
  toPlainString,
  toUnits,
} from './decimal.js';
export {
  abs,
  add,
  cmp,
  eq,
  gt,
  gte,
  isMultipleOf,
  isNegative,
  isPositive,
  isZero,
  lt,
  lte,
  max,
  min,
  mul,
  neg,
  sub,
  sum,
  type Comparison,
} from './arithmetic.js';
export {
  ROUNDING,
  ROUNDING_MODES,
  convert,
  div,
  divideInteger,
  round,
  toFixed,
  type Rounding,
} from './rounding.js';
export { formatAmount, formatCompact, formatPercent, type FormatOptions } from './format.js';
