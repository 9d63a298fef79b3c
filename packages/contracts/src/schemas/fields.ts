import { z } from 'zod';
import type { ErrorKey } from '../errors/index.js';

/**
 * Field builders shared by every request schema. A custom error message that
 * names a catalogue key (`AMOUNT_INVALID`) is mapped to that code by the
 * server's validation handler; any other issue is mapped by its zod kind.
 */

/** A positive decimal string: digits, at most one point, no sign, no exponent. */
const POSITIVE_DECIMAL = /^(?:0|[1-9]\d{0,29})(?:\.\d{1,18})?$/;

export function positiveAmount() {
  return positiveDecimal('AMOUNT_INVALID');
}

/** A positive decimal string whose every failure reports the catalogue key `error`. */
export function positiveDecimal(error: ErrorKey) {
  return z
    .string({ error })
    .trim()
    .regex(POSITIVE_DECIMAL, { error })
    .refine((value) => /[1-9]/.test(value), { error });
}

/** Page number: a positive integer, given as a JSON number or a query string. */
export function pageNo() {
  // The error is set on every check: zod reports the failing branch's own issue
  // when only one branch of a union matches the input's type.
  const error = 'PAGE_NO_INVALID';
  return z
    .union(
      [
        z.number({ error }).int({ error }).min(1, { error }).max(1_000_000, { error }),
        z.string({ error }).regex(/^[1-9]\d{0,6}$/, { error }),
      ],
      { error },
    )
    .transform(Number);
}

/** Page size with a default and an upper bound, as number or query string. */
export function pageSize(defaultSize: number, max = 100) {
  return z
    .union([z.number().int(), z.string().regex(/^\d{1,4}$/)])
    .transform(Number)
    .pipe(z.number().int().min(1).max(max))
    .default(defaultSize);
}

/** A positive integer id, as number or query string. */
export function id() {
  return z
    .union([z.number().int().positive(), z.string().regex(/^[1-9]\d{0,14}$/)])
    .transform(Number)
    .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));
}

/**
 * A whole number above 0, as a JSON number or a query string ("5"). Decimals
 * are refused rather than rounded: "1.5" lots is a mistake, not 1 lot. The
 * key is set on every check because zod reports the failing branch's own
 * issue when only one branch of the union matches the input's type.
 */
export function positiveInteger(error: ErrorKey, maxDigits: number) {
  const digits = new RegExp(`^[1-9]\\d{0,${maxDigits - 1}}$`);
  return z
    .union(
      [
        z
          .number({ error })
          .int({ error })
          .min(1, { error })
          .max(10 ** maxDigits - 1, { error }),
        z.string({ error }).trim().regex(digits, { error }),
      ],
      { error },
    )
    .transform(Number);
}

/** The largest value a PostgreSQL bigint holds. */
const BIGINT_MAX = 2n ** 63n - 1n;

/**
 * A 64-bit id, as a digit string (so it survives JSON) or a JSON number,
 * normalised to the string; every failure reports `error`. Nineteen digits
 * can exceed a bigint, so the value itself is bounded too.
 */
export function digitId(error: ErrorKey) {
  return z
    .union(
      [
        z
          .string({ error })
          .trim()
          .regex(/^[1-9]\d{0,18}$/, { error }),
        z
          .number({ error })
          .int({ error })
          .positive({ error })
          .max(Number.MAX_SAFE_INTEGER, { error }),
      ],
      { error },
    )
    .transform(String)
    .refine((value) => BigInt(value) <= BIGINT_MAX, { error });
}

/**
 * A moment as epoch milliseconds, as a JSON number or a query string of
 * digits. Unlike `z.coerce.number()`, "0x10" is not 16, "1e3" not 1000 and
 * a blank not 0: each is refused.
 */
export function instant() {
  return z
    .union([z.number().int().nonnegative(), z.string().regex(/^\d{1,15}$/)])
    .transform(Number)
    .pipe(z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER));
}

export const pagingQuery = (defaultSize = 20, max = 100) =>
  z.object({ pageNo: pageNo().default(1), pageSize: pageSize(defaultSize, max) });

export function page<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    pageNo: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}

/** The reply envelope of spec section 7: code 0 is success. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), data });
}

export const errorEnvelope = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.unknown().nullable(),
});
