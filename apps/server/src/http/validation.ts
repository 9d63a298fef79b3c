import { ERRORS, type ErrorKey } from '@exchange/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.js';

/**
 * Fastify validator compiler for zod schemas. A failed parse becomes the
 * AppError of its first issue, so every malformed input gets a coded,
 * translated parameter error and never reaches a handler or a 500.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    // PostgreSQL text cannot hold U+0000, and no field of ours means one:
    // refuse it here, whatever the schema, before it reaches a query.
    const nul = pathOfNul(data);
    if (nul !== null) return { error: new AppError('PARAM_INVALID', { field: nul || 'body' }) };
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const issue = result.error.issues[0];
    return { error: issue ? issueToAppError(issue) : new AppError('PARAM_INVALID', { field: '' }) };
  };

/** The path of the first string (or key) holding a NUL character in request input, or null. */
export function pathOfNul(data: unknown, path = '', depth = 0): string | null {
  if (typeof data === 'string') return data.includes('\u0000') ? path : null;
  if (typeof data !== 'object' || data === null || depth > 32) return null;
  for (const [key, value] of Object.entries(data)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = pathOfNul(value, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function isErrorKey(value: string): value is ErrorKey {
  return Object.hasOwn(ERRORS, value);
}

export function issueToAppError(issue: z.core.$ZodIssue): AppError {
  const field = issue.path.map(String).join('.') || 'body';
  if (isErrorKey(issue.message)) return new AppError(issue.message, { field });
  // A missing value fails every branch of a union too; say it is missing, not malformed.
  if (
    issue.input === undefined &&
    (issue.code === 'invalid_type' || issue.code === 'invalid_union')
  ) {
    return new AppError('FIELD_REQUIRED', { field });
  }
  switch (issue.code) {
    case 'invalid_type':
      return new AppError(
        issue.input === undefined || issue.input === null ? 'FIELD_REQUIRED' : 'FIELD_TYPE',
        {
          field,
        },
      );
    case 'too_big':
      if (issue.origin === 'string' || issue.origin === 'array') {
        return new AppError('FIELD_TOO_LONG', { field, max: String(issue.maximum) });
      }
      return new AppError('FIELD_OUT_OF_RANGE', { field });
    case 'too_small':
      if (issue.origin === 'string' && issue.input === '')
        return new AppError('FIELD_REQUIRED', { field });
      if (issue.origin === 'string' || issue.origin === 'array') {
        return new AppError('FIELD_TOO_SHORT', { field, min: String(issue.minimum) });
      }
      return new AppError('FIELD_OUT_OF_RANGE', { field });
    case 'invalid_format':
    case 'invalid_value':
    case 'invalid_union':
    case 'not_multiple_of':
      return new AppError('FIELD_FORMAT', { field });
    case 'unrecognized_keys':
      return new AppError('PARAM_INVALID', { field: issue.keys.join(', ') });
    default:
      return new AppError('PARAM_INVALID', { field });
  }
}
