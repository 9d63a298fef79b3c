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
