/**
 * PostgreSQL errors that code decides on, read the same way from `pg` and
 * PGlite (both carry the SQLSTATE in `code` and the constraint's name).
 */

/** unique_violation (23505), optionally of one constraint: the loser of a race for a unique key. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code !== '23505') return false;
  return (
    constraint === undefined ||
    e.constraint === constraint ||
    String(e.message).includes(constraint)
  );
}

/**
 * SQLSTATEs that mean the request's own values cannot be stored: numbers
 * beyond their column's range (22003), text that is not the column's type
 * (22P02), longer than the column (22001) or holding a character PostgreSQL
 * text refuses (22021), and values past a hard limit (54000). The statement
 * failed and its transaction with it, so nothing changed.
 */
const UNFIT_VALUE = new Set(['22003', '22P02', '22001', '22021', '54000']);

/**
 * How a database refusal that got past validation reads to the client: a
 * unique key already taken is a duplicate submission (a twin request that
 * lost the race to its first copy), an unfit value a parameter error.
 * Undefined for every other error, which stays internal.
 */
export function refusalOf(error: unknown): 'duplicate' | 'unfit' | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (code === '23505') return 'duplicate';
  if (typeof code === 'string' && UNFIT_VALUE.has(code)) return 'unfit';
  return undefined;
}
