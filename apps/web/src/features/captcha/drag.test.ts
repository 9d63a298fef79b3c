import { describe, expect, it } from 'vitest';
import { MAX_SAMPLES, startDrag } from './drag';

const start = { clientX: 100, clientY: 50, tMs: 1_000, scale: 2, maxX: 270 };

describe('startDrag', () => {
  it('maps CSS pixels to background pixels, within the track', () => {
    const drag = startDrag(start);
    expect(drag.move(110, 51, 1_016)).toBe(20);
    expect(drag.move(50, 51, 1_032)).toBe(0);
    expect(drag.move(400, 49, 1_048)).toBe(270);
    expect(drag.end(133.33, 52, 1_070)).toEqual({
      x: 66.7,
      track: [
        [0, 0, 0],
        [20, 2, 16],
        [0, 2, 32],
        [270, -2, 48],
        [66.7, 4, 70],
      ],
    });
  });

  it('stays within the server limit on a very slow drag, keeping its ends', () => {
    const drag = startDrag(start);
    for (let i = 1; i <= 1_000; i++) drag.move(100 + i / 10, 50, 1_000 + i * 16);
    const { x, track } = drag.end(200, 50, 20_000);
    expect(track.length).toBeLessThanOrEqual(MAX_SAMPLES);
    expect(track.length).toBeGreaterThan(MAX_SAMPLES / 4);
    expect(track[0]).toEqual([0, 0, 0]);
    expect(track.at(-1)).toEqual([200, 0, 19_000]);
    expect(x).toBe(200);
  });
});
