import { z } from 'zod';

/**
 * Field builders shared by every request schema. A custom error message that
 * names a catalogue key (`AMOUNT_INVALID`) is mapped to that code by the
 * server's validation handler; any other issue is mapped by its zod kind.
 */

/** A positive decimal string: digits, at most one point, no sign, no exponent. */
const POSITIVE_DECIMAL = /^(?:0|[1-9]\d{0,29})(?:\.\d{1,18})?$/;

export function positiveAmount() {
  return z
    .string({ error: 'AMOUNT_INVALID' })
    .trim()
    .regex(POSITIVE_DECIMAL, { error: 'AMOUNT_INVALID' })
    .refine((value) => /[1-9]/.test(value), { error: 'AMOUNT_INVALID' });
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
