/**
 * Pure rules of the job queue: when a failed job is tried again, which slot
 * a recurring job is in, and how long a finished job is kept.
 */

/** A JSON value as a job's payload: what `JSON.stringify` writes and both drivers parse back. */
export type JsonValue =
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** How long a claimed job belongs to its process before another may take it over. */
export const LEASE_MS = 5 * 60_000;
/**
 * A finished slot of a recurring job is pruned this long after the slot
 * that follows it began. The current slot keeps its row, or a process that
 * did not find it would run the slot again; the margin covers a process
 * whose clock lags. A job that runs every second thus keeps about a minute
 * of rows, not an hour's worth (the embedded demo's largest grower).
 */
export const SLOT_MARGIN_MS = 60_000;
/** Finished slots of a recurring job no process defines any more (one retired) are kept this long. */
export const RECURRING_KEEP_MS = 3_600_000;
/** Other finished jobs are kept this long: their keys answer late repeats of an enqueue. */
export const ONE_OFF_KEEP_MS = 30 * 86_400_000;

/** Exponential back-off from 1 s, at most an hour: attempt 1 waits 1 s, 2 waits 2 s, 3 waits 4 s... */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 1000 * 2 ** Math.max(0, attempts - 1));
}

/** The start of the slot of a job that runs every `everyMs`, aligned to the epoch. */
export function slotOf(nowMs: number, everyMs: number): number {
  return Math.floor(nowMs / everyMs) * everyMs;
}

/** Finished slots of a job that runs every `everyMs` whose slot started before this can go. */
export function slotsPrunableBefore(nowMs: number, everyMs: number): number {
  return nowMs - everyMs - SLOT_MARGIN_MS;
}

/** A recurring job's key for one slot: unique, so each slot runs once across processes. */
export const slotKey = (name: string, slotMs: number): string => `${name}@${slotMs}`;

/** Error text stored with a failed attempt, bounded. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}
