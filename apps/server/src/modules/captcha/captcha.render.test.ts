import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { mulberry32, PUZZLE, renderPuzzle } from './captcha.render.js';

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;

describe('renderPuzzle', () => {
  it('draws a 320x160 background and a 50 px piece as PNG data URLs', async () => {
    const puzzle = await renderPuzzle(mulberry32(1));
    expect(puzzle).toMatchObject({ width: 320, height: 160, pieceSize: 50 });
    expect(puzzle.background).toMatch(PNG_DATA_URL);
    expect(puzzle.piece).toMatch(PNG_DATA_URL);
    const [background, piece] = await Promise.all([
      loadImage(puzzle.background),
      loadImage(puzzle.piece),
    ]);
    expect([background.width, background.height]).toEqual([320, 160]);
    expect([piece.width, piece.height]).toEqual([50, 50]);
  });

  it('puts the hole where the whole piece fits, clear of its resting place', async () => {
    for (let seed = 0; seed < 25; seed++) {
      const { answerX, pieceY } = await renderPuzzle(mulberry32(seed));
      expect(Number.isInteger(answerX) && Number.isInteger(pieceY)).toBe(true);
      expect(answerX).toBeGreaterThanOrEqual(PUZZLE.minX);
      expect(answerX).toBeLessThanOrEqual(320 - 50 - 10);
      expect(pieceY).toBeGreaterThanOrEqual(10);
      expect(pieceY).toBeLessThanOrEqual(160 - 50 - 10);
    }
  });

  it('reaches both ends of the range', async () => {
    expect((await renderPuzzle(() => 0)).answerX).toBe(80);
    expect((await renderPuzzle(() => 0.999_999)).answerX).toBe(260);
  });

  it('is reproducible from its random source, and differs with another', async () => {
    const [a, again, b] = await Promise.all([
      renderPuzzle(mulberry32(7)),
      renderPuzzle(mulberry32(7)),
      renderPuzzle(mulberry32(8)),
    ]);
    expect(again).toEqual(a);
    expect(b.background).not.toBe(a.background);
    expect(b.piece).not.toBe(a.piece);
  });

  it('renders quickly enough to serve on request', async () => {
    await renderPuzzle(mulberry32(0));
    const started = performance.now();
    const runs = 10;
    for (let i = 0; i < runs; i++) await renderPuzzle(mulberry32(i));
    // The budget is about 20 ms; the bound is loose so a busy CI machine does not flake.
    expect((performance.now() - started) / runs).toBeLessThan(100);
  });
});
