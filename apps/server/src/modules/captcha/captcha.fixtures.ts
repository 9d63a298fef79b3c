import type { TrackSample } from './captcha.core.js';
import { mulberry32 } from './captcha.render.js';

/**
 * Drag tracks for tests (this module's and any that need to pass the slider
 * check, such as route tests). Not used by production code.
 */

export interface HumanTrackOptions {
  readonly targetX: number;
  readonly durationMs?: number;
  readonly seed?: number;
  /** Vertical wobble amplitude; 0 for a mouse held perfectly level. */
  readonly wobblePx?: number;
}

/** An eased (accelerate, then brake) drag with uneven frame times, as a hand and a browser make. */
export function humanTrack({
  targetX,
  durationMs = 800,
  seed = 1,
  wobblePx = 1.5,
}: HumanTrackOptions): TrackSample[] {
  const random = mulberry32(seed);
  const track: TrackSample[] = [[0, 0, 0]];
  let t = 0;
  while (t < durationMs) {
    t = Math.min(durationMs, t + 12 + random() * 10);
    const progress = t / durationMs;
    const eased = progress < 0.5 ? 2 * progress ** 2 : 1 - (-2 * progress + 2) ** 2 / 2;
    const y = wobblePx * Math.sin(progress * 5 + seed) + (random() - 0.5) * wobblePx;
    track.push([targetX * eased, y, Math.round(t)]);
  }
  return track;
}

/** What a naive script sends: evenly spaced points on a level line at a constant pace. */
export function rulerTrack(targetX: number, samples = 30, durationMs = 900): TrackSample[] {
  return Array.from({ length: samples }, (_, i) => {
    const f = i / (samples - 1);
    return [targetX * f, 0, durationMs * f] as const;
  });
}
