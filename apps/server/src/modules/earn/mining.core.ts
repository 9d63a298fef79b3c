import {
  decimal,
  div,
  isPositive,
  mul,
  ROUNDING,
  round,
  sub,
  toUnits,
  ZERO,
  type Decimal,
} from '@exchange/money';
import { HOUR_MS, payoutAt, type PayoutClock } from './earn.core.js';

/**
 * Mining arithmetic, pure. Per unit and income day a machine earns its
 * hash rate × the day's hash price (coin per unit of hash rate per day)
 * and costs its power × 24 hours × the electricity price; what it is paid
 * is the difference, never below zero (a machine that costs more to run
 * than it mines earns nothing that day, as a real one would be switched
 * off), × the units held, rounded down to the coin's decimals. Breakeven
 * (Bitdeer's static formula) is the price ÷ the net per day, rounded up.
 */

export interface MachineSpec {
  readonly hashRate: Decimal;
  readonly powerW: number;
  /** Coin per kWh. */
  readonly electricity: Decimal;
}

export interface DayIncome {
  readonly gross: Decimal;
  readonly power: Decimal;
  /** Gross less power, floored at zero: what is paid. */
  readonly net: Decimal;
}

const HOURS = decimal('24');
const KILO = decimal('1000');

/** What `quantity` units earn in a day at `hashPrice`, each figure rounded down to `places`. */
export function dayIncome(
  spec: MachineSpec,
  hashPrice: Decimal,
  quantity: number,
  places: number,
): DayIncome {
  const units = decimal(String(quantity));
  const grossExact = mul(mul(spec.hashRate, hashPrice), units);
  // kW × 24 h × price per kWh: power_w / 1000 is exact in decimals.
  const kw = div(decimal(String(spec.powerW)), KILO, 3, ROUNDING.down);
  const powerExact = mul(mul(mul(kw, HOURS), spec.electricity), units);
  const netExact = sub(grossExact, powerExact);
  return {
    gross: round(grossExact, places, ROUNDING.down),
    power: round(powerExact, places, ROUNDING.up),
    net: isPositive(netExact) ? round(netExact, places, ROUNDING.down) : ZERO,
  };
}

/** Days until one unit's net pays back its price, rounded up; null when it never does at this net. */
export function breakevenDays(price: Decimal, netPerDay: Decimal): number | null {
  if (!isPositive(netPerDay)) return null;
  const days = div(price, netPerDay, 0, ROUNDING.up);
  return Number(toUnits(days, 0));
}

/** The cost of `quantity` units at `price` each. */
export function costOf(price: Decimal, quantity: number): Decimal {
  return mul(price, decimal(String(quantity)));
}

/** Whether `remainingDays` allow a renewal of `termDays`: a purchase term may not be below the order's remaining time. */
export function renewalOpen(termDays: number, remainingDays: number): boolean {
  return remainingDays <= termDays;
}

const DAY_MS = 24 * HOUR_MS;

/** When an order's machines go back: the payout of its last income day. */
export const endOf = (order: { start_date: string; term_days: number }, clock: PayoutClock) =>
  payoutAt(order.start_date, order.term_days, clock);

/**
 * Income days not yet paid out by the calendar: the term less the days
 * whose payout hour has come (`firstPayoutAtMs` is day 1's).
 */
export function remainingDays(termDays: number, firstPayoutAtMs: number, nowMs: number): number {
  if (nowMs < firstPayoutAtMs) return termDays;
  return Math.max(0, termDays - (Math.floor((nowMs - firstPayoutAtMs) / DAY_MS) + 1));
}

/** An order's remaining days now. */
export const remainingOf = (
  order: { start_date: string; term_days: number },
  clock: PayoutClock,
  nowMs: number,
) => remainingDays(order.term_days, payoutAt(order.start_date, 1, clock), nowMs);

/** When an order's next step falls due: its next payout or its machines' return, whichever is first. */
export function nextDue(
  order: { start_date: string; term_days: number; days_paid: number; status: string },
  clock: PayoutClock,
): Date | null {
  const steps: number[] = [];
  if (order.days_paid < order.term_days)
    steps.push(payoutAt(order.start_date, order.days_paid + 1, clock));
  if (order.status === 'custody') steps.push(endOf(order, clock));
  return steps.length ? new Date(Math.min(...steps)) : null;
}
