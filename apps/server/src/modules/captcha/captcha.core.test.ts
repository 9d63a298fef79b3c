import { describe, expect, it } from 'vitest';
import {
  checkTrack,
  isDropCorrect,
  isPlausibleTrack,
  TRACK_FAULTS,
  type TrackFault,
  type TrackSample,
} from './captcha.core.js';
import { humanTrack, rulerTrack } from './captcha.fixtures.js';

const faultOf = (track: readonly TrackSample[], x: number): TrackFault | null => {
  const verdict = checkTrack(track, x);
  return verdict.ok ? null : verdict.fault;
};

describe('isPlausibleTrack', () => {
  it.each([
    { targetX: 80, durationMs: 350, seed: 1 },
    { targetX: 150, durationMs: 700, seed: 2 },
    { targetX: 260, durationMs: 1200, seed: 3 },
    { targetX: 200, durationMs: 4000, seed: 4 },
    { targetX: 120, durationMs: 19_000, seed: 5 },
  ])('accepts a human drag to $targetX px over $durationMs ms', (options) => {
    const track = humanTrack(options);
    expect(faultOf(track, options.targetX)).toBeNull();
    expect(isPlausibleTrack(track, options.targetX)).toBe(true);
  });

  it('accepts a level mouse drag whose speed still varies', () => {
    const track = humanTrack({ targetX: 180, durationMs: 900, seed: 7, wobblePx: 0 });
    expect(track.every(([, y]) => y === 0)).toBe(true);
    expect(faultOf(track, 180)).toBeNull();
  });

  it('accepts a constant-speed drag that wobbles vertically', () => {
    const track = rulerTrack(200, 30, 900).map(
      ([x, , t], i) => [x, i % 3 === 0 ? 1 : 0, t] as const,
    );
    expect(faultOf(track, 200)).toBeNull();
  });

  it('accepts coalesced pointer events with equal timestamps', () => {
    const track = humanTrack({ targetX: 150, durationMs: 800, seed: 9 });
    const [x, y, t] = track[5]!;
    track.splice(6, 0, [x + 1, y, t]);
    expect(faultOf(track, 150)).toBeNull();
  });

  it('accepts a final sample a few px from the claimed drop, not more', () => {
    const track = humanTrack({ targetX: 150, durationMs: 800, seed: 10 });
    expect(faultOf(track, 154)).toBeNull();
    expect(faultOf(track, 146)).toBeNull();
    expect(faultOf(track, 155)).toBe('end_mismatch');
    expect(faultOf(track, 100)).toBe('end_mismatch');
  });

  it('refuses a straight line at constant speed', () => {
    expect(faultOf(rulerTrack(200, 30, 900), 200)).toBe('too_regular');
  });

  it('refuses too few samples, however natural they look', () => {
    expect(faultOf([], 0)).toBe('too_few_samples');
    const track = humanTrack({ targetX: 150, durationMs: 800, seed: 11 });
    const sparse = [0, 8, 16, 24, 32, 40, track.length - 1].map((i) => track[i]!);
    expect(sparse).toHaveLength(7);
    expect(faultOf(sparse, 150)).toBe('too_few_samples');
  });

  it('refuses a drag faster than 200 ms and slower than 20 s', () => {
    expect(faultOf(humanTrack({ targetX: 100, durationMs: 190, seed: 12 }), 100)).toBe('too_fast');
    expect(faultOf(humanTrack({ targetX: 100, durationMs: 200, seed: 12 }), 100)).toBeNull();
    expect(faultOf(humanTrack({ targetX: 100, durationMs: 20_500, seed: 13 }), 100)).toBe(
      'too_slow',
    );
  });

  it('refuses time that runs backwards or starts before the press', () => {
    const track = humanTrack({ targetX: 150, durationMs: 800, seed: 14 });
    const backwards = track.map(([x, y, t], i) => [x, y, i === 10 ? t - 100 : t] as const);
    expect(faultOf(backwards, 150)).toBe('time_not_monotonic');
    const early = track.map(([x, y, t]) => [x, y, t - 5] as const);
    expect(faultOf(early, 150)).toBe('time_not_monotonic');
  });

  it('refuses a teleport between two samples', () => {
    const track = humanTrack({ targetX: 200, durationMs: 800, seed: 15 });
    // Stay at the start for most of the drag, then leap to the end.
    const leap = track.map(([x, y, t], i) => [i < track.length - 2 ? x * 0.2 : x, y, t] as const);
    expect(faultOf(leap, 200)).toBe('jump');
  });

  it('refuses numbers that are not finite', () => {
    const track = humanTrack({ targetX: 150, durationMs: 800, seed: 16 });
    expect(faultOf(track, Number.NaN)).toBe('not_finite');
    const nan = track.map(([x, y, t], i) => [x, i === 3 ? Number.NaN : y, t] as const);
    expect(faultOf(nan, 150)).toBe('not_finite');
  });

  it('has a test above for every fault it can report', () => {
    // Keeps this file honest when a rule is added: each fault needs its own case.
    expect(TRACK_FAULTS).toEqual([
      'too_few_samples',
      'not_finite',
      'time_not_monotonic',
      'too_fast',
      'too_slow',
      'end_mismatch',
      'jump',
      'too_regular',
    ]);
  });
});

describe('isDropCorrect', () => {
  it('accepts a drop within 6 px either side of the answer', () => {
    for (const x of [140, 134, 146, 137.5]) expect(isDropCorrect(x, 140)).toBe(true);
  });

  it('refuses a drop further away, or not a number', () => {
    for (const x of [133.9, 146.1, 0, -140, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isDropCorrect(x, 140)).toBe(false);
  });

  it('takes a tolerance', () => {
    expect(isDropCorrect(143, 140, 2)).toBe(false);
    expect(isDropCorrect(142, 140, 2)).toBe(true);
    expect(isDropCorrect(140, 140, 0)).toBe(true);
  });
});
