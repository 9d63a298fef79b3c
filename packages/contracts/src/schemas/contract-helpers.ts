import { z } from 'zod';
import type { ErrorKey } from '../errors/index.js';
import { positiveDecimal } from './fields.js';

/** Zod helpers of the contract schemas; internal to the contracts package (not exported by its index). */

/** Reports a catalogue key on `path`. */
export function report(context: z.RefinementCtx, key: ErrorKey, path: string): void {
  context.addIssue({ code: 'custom', message: key, path: [path] });
}

export function refuse(context: z.RefinementCtx, key: ErrorKey, path: string): undefined {
  report(context, key, path);
  return undefined;
}

/** An enum whose absence reads "must not be empty" rather than "invalid format". */
export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? 'FIELD_REQUIRED' : 'FIELD_FORMAT'),
  });
}

/** An optional positive price: blank means not given; a bad one is `error`. */
export function optionalPrice(error: ErrorKey) {
  return z
    .string({ error })
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .pipe(positiveDecimal(error).optional());
}
