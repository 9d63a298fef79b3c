/**
 * The slider check's pure rules: is the drop on the hole, and does the drag
 * look like a hand moved it. No clock, no randomness, no I/O: the service
 * passes in everything these decide on.
 *
 * This raises the cost of scripted sign-ups and code flooding; it is not a
 * proof of humanity. A determined bot can imitate a drag, so anything that
 * protects an account still rests on passwords, codes and rate limits.
 */

/** One pointer sample: x and y in background pixels, milliseconds since the press. */
export type TrackSample = readonly [x: number, y: number, tMs: number];

export const TRACK_RULES = {
  /** Fewer samples than this is a scripted jump, not a drag (pointer events fire at 60 Hz or more). */
  minSamples: 8,
  /** Faster than a person can find the hole and stop on it. */
  minDurationMs: 200,
  /** The puzzle lives longer, but nobody holds a drag this long; it is a replayed or stalled track. */
  maxDurationMs: 20_000,
  /** The claimed drop must be where the recorded drag ended. */
  endTolerancePx: 4,
  /**
   * Largest move between two samples. A fast flick on a slow phone (30 Hz,
   * about 2 px/ms) moves some 60 px per frame; more is a teleport.
   */
  maxStepPx: 70,
  /** Any vertical wobble of at least this much passes the "not a ruler" test... */
  minJitterPx: 0.5,
  /** ...as does speed varying by this coefficient of variation (a hand accelerates and brakes). */
  minSpeedVariation: 0.08,
} as const;

export const TRACK_FAULTS = [
  'too_few_samples',
  'not_finite',
  'time_not_monotonic',
  'too_fast',
  'too_slow',
  'end_mismatch',
  'jump',
  'too_regular',
] as const;
export type TrackFault = (typeof TRACK_FAULTS)[number];

export type TrackVerdict =
  { readonly ok: true } | { readonly ok: false; readonly fault: TrackFault };

/** Judges a drag from press to release against the claimed drop x; the first failed rule names the fault. */
export function checkTrack(track: readonly TrackSample[], x: number): TrackVerdict {
  const first = track[0];
  const last = track[track.length - 1];
  if (!first || !last || track.length < TRACK_RULES.minSamples) return fault('too_few_samples');
  if (!Number.isFinite(x) || !track.every((s) => s.every(Number.isFinite)))
    return fault('not_finite');
  if (first[2] < 0 || !isTimeMonotonic(track)) return fault('time_not_monotonic');
  const durationMs = last[2] - first[2];
  if (durationMs < TRACK_RULES.minDurationMs) return fault('too_fast');
  if (durationMs > TRACK_RULES.maxDurationMs) return fault('too_slow');
  if (Math.abs(last[0] - x) > TRACK_RULES.endTolerancePx) return fault('end_mismatch');
  if (largestStepPx(track) > TRACK_RULES.maxStepPx) return fault('jump');
  const jitterPx = spread(track.map((s) => s[1]));
  if (jitterPx < TRACK_RULES.minJitterPx && speedVariation(track) < TRACK_RULES.minSpeedVariation)
    return fault('too_regular');
  return { ok: true };
}

export function isPlausibleTrack(track: readonly TrackSample[], x: number): boolean {
  return checkTrack(track, x).ok;
}

/** Whether the piece's left edge was dropped within `tolerancePx` of the hole's. */
export function isDropCorrect(x: number, answerX: number, tolerancePx = 6): boolean {
  return Number.isFinite(x) && Math.abs(x - answerX) <= tolerancePx;
}

function fault(name: TrackFault): TrackVerdict {
  return { ok: false, fault: name };
}

/** Equal timestamps are allowed: browsers coalesce pointer events into one frame. */
function isTimeMonotonic(track: readonly TrackSample[]): boolean {
  return steps(track).every(([a, b]) => b[2] >= a[2]);
}

function largestStepPx(track: readonly TrackSample[]): number {
  return Math.max(0, ...steps(track).map(([a, b]) => Math.hypot(b[0] - a[0], b[1] - a[1])));
}

function spread(values: readonly number[]): number {
  return Math.max(...values) - Math.min(...values);
}

/** Standard deviation over mean of the horizontal speed between samples that are apart in time. */
function speedVariation(track: readonly TrackSample[]): number {
  const speeds = steps(track)
    .filter(([a, b]) => b[2] > a[2])
    .map(([a, b]) => Math.abs(b[0] - a[0]) / (b[2] - a[2]));
  if (speeds.length < 2) return 0;
  const mean = speeds.reduce((sum, v) => sum + v, 0) / speeds.length;
  if (mean === 0) return 0;
  const variance = speeds.reduce((sum, v) => sum + (v - mean) ** 2, 0) / speeds.length;
  return Math.sqrt(variance) / mean;
}

/** Consecutive pairs of samples. */
function steps(track: readonly TrackSample[]): [TrackSample, TrackSample][] {
  const pairs: [TrackSample, TrackSample][] = [];
  track.forEach((b, i) => {
    const a = track[i - 1];
    if (a) pairs.push([a, b]);
  });
  return pairs;
}
