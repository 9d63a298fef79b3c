import { createCanvas, loadImage } from '@napi-rs/canvas';
import { LOCALES } from '@exchange/contracts';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { POSTER, renderPoster, type PosterInput } from './referral.poster.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const INPUT: PosterInput = {
  code: 'K7M2QX9P',
  link: 'https://exchange.example/register?inviteCode=K7M2QX9P',
  locale: 'en_US',
  brand: 'Nova Exchange',
};

/** Width and height from the IHDR chunk, which must come first. */
function pngSize(png: Buffer): [number, number] {
  expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

/** Whether each pixel of the QR square is dark, row by row, read back from the PNG. */
async function qrPixels(png: Buffer): Promise<boolean[][]> {
  const { qrX, qrY, qrSize } = POSTER;
  const canvas = createCanvas(POSTER.width, POSTER.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(await loadImage(png), 0, 0);
  const { data } = ctx.getImageData(qrX, qrY, qrSize, qrSize);
  return Array.from({ length: qrSize }, (_, y) =>
    Array.from({ length: qrSize }, (_, x) => {
      const i = (y * qrSize + x) * 4;
      return 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]! < 128;
    }),
  );
}

describe('renderPoster', () => {
  it.each(LOCALES)('renders a 750x1334 PNG in %s', async (locale) => {
    const png = await renderPoster({ ...INPUT, locale });
    expect(pngSize(png)).toEqual([750, 1334]);
  });

  it('is deterministic, and two codes give different posters', async () => {
    const [a, again, b] = await Promise.all([
      renderPoster(INPUT),
      renderPoster(INPUT),
      renderPoster({ ...INPUT, code: 'Q4WN8R2T' }),
    ]);
    expect(again.equals(a)).toBe(true);
    expect(b.equals(a)).toBe(false);
  });

  it('draws exactly the QR code of the link (error correction M) with a light quiet zone', async () => {
    // No QR decoder is installed, so compare the drawn modules with the symbol
    // qrcode builds for the link: that is what any scanner would read.
    const pixels = await qrPixels(await renderPoster({ ...INPUT, locale: 'th_TH' }));
    const flat = pixels.flat();
    expect(flat.some(Boolean) && flat.some((dark) => !dark)).toBe(true);

    const rows = pixels.map((row) => row.some(Boolean));
    const cols = pixels[0]!.map((_, x) => pixels.some((row) => row[x]));
    const top = rows.indexOf(true);
    const left = cols.indexOf(true);
    const span = rows.lastIndexOf(true) - top + 1;
    expect(cols.lastIndexOf(true) - left + 1).toBe(span);

    const { modules } = QRCode.create(INPUT.link, { errorCorrectionLevel: 'M' });
    const pitch = span / modules.size;
    expect(pitch).toBeGreaterThanOrEqual(8);
    // At least two modules of light margin inside the square on every side.
    expect(Math.min(top, left, POSTER.qrSize - top - span)).toBeGreaterThanOrEqual(2 * pitch - 1);
    for (let r = 0; r < modules.size; r++) {
      for (let c = 0; c < modules.size; c++) {
        const y = Math.floor(top + (r + 0.5) * pitch);
        const x = Math.floor(left + (c + 0.5) * pitch);
        expect(pixels[y]![x], `module ${r},${c}`).toBe(modules.get(r, c) === 1);
      }
    }
  });

  it('still renders with an overlong brand and link, and a brand in another script', async () => {
    const png = await renderPoster({
      ...INPUT,
      locale: 'ko_KR',
      brand: '거래소 '.repeat(20),
      link: `https://exchange.example/register?inviteCode=K7M2QX9P&utm=${'x'.repeat(400)}`,
    });
    expect(pngSize(png)).toEqual([750, 1334]);
  });
});
