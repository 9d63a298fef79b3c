/** Rows per multi-row statement: far below PostgreSQL's 65,535 parameters. */
export const CHUNK = 1000;

/** `items` in slices of at most `CHUNK`, for one statement each. */
export function* chunks<T>(items: readonly T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += CHUNK) yield items.slice(i, i + CHUNK);
}
