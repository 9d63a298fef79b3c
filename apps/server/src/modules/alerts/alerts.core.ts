import {
  ALERT_NOTE_MAX,
  ALERT_PERCENT_MAX,
  alertIsPercent,
  alertRises,
  type AlertKind,
} from '@exchange/contracts';
import {
  add,
  decimal,
  div,
  gt,
  gte,
  isPositive,
  lte,
  mul,
  parseDecimal,
  ROUNDING,
  round,
  sub,
  type Decimal,
} from '@exchange/money';
import { AppError } from '../../http/app-error.js';

const HUNDRED = decimal('100');
const PERCENT_MAX = decimal(ALERT_PERCENT_MAX);

/** What a new alert is stored as: its value, the price that fires it and the price it started from. */
export interface PlannedAlert {
  readonly kind: AlertKind;
  readonly value: Decimal;
  readonly threshold: Decimal;
  readonly basePrice: Decimal;
  readonly note: string | null;
}

/**
 * The alert a request asks for, against the market's last price `last` and
 * its price precision (`pricePlaces`). A percentage becomes a threshold of
 * base × (100 ± p) / 100, rounded to the market's precision away from the
 * base (up for a rise, down for a fall), so what fires is a move of at
 * least p %. A target the last price already meets is refused: the alert
 * would fire at once.
 *
 * Errors: ALERT_NO_PRICE, ALERT_TARGET_INVALID, ALERT_PERCENT_INVALID,
 * ALERT_ALREADY_REACHED, ALERT_NOTE_TOO_LONG.
 */
export function planAlert(
  request: { readonly kind: AlertKind; readonly value: string; readonly note?: string | undefined },
  last: Decimal | null,
  pricePlaces: number,
): PlannedAlert {
  const { kind } = request;
  const percent = alertIsPercent(kind);
  const rises = alertRises(kind);
  const note = request.note?.trim() || null;
  if (note !== null && [...note].length > ALERT_NOTE_MAX)
    throw new AppError('ALERT_NOTE_TOO_LONG', { max: ALERT_NOTE_MAX });
  const value = parseDecimal(request.value.trim());
  if (percent) {
    const ceiling = rises ? PERCENT_MAX : HUNDRED;
    const inRange =
      value !== null && isPositive(value) && (rises ? lte(value, ceiling) : gt(ceiling, value));
    if (!inRange) throw new AppError('ALERT_PERCENT_INVALID');
  } else if (value === null || !isPositive(value)) {
    throw new AppError('ALERT_TARGET_INVALID');
  }
  if (last === null) throw new AppError('ALERT_NO_PRICE');
  if (!percent) {
    const reached = rises ? gte(last, value) : lte(last, value);
    if (reached) throw new AppError('ALERT_ALREADY_REACHED', { price: last.toString() });
    return { kind, value, threshold: value, basePrice: last, note };
  }
  const moved = mul(last, rises ? add(HUNDRED, value) : sub(HUNDRED, value));
  // Dividing by 100 with two more places than the product has is exact; only the tick rounds.
  const exact = div(moved, HUNDRED, moved.scale + 2, ROUNDING.down);
  const threshold = round(exact, pricePlaces, rises ? ROUNDING.ceil : ROUNDING.floor);
  // A fall on a price of a few ticks can round to nothing: there is no such price to wait for.
  if (!isPositive(threshold)) throw new AppError('ALERT_PERCENT_INVALID');
  return { kind, value, threshold, basePrice: last, note };
}
