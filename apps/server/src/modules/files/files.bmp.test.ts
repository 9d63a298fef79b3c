import { describe, expect, it } from 'vitest';
import { decodeBmp } from './files.bmp.js';
import { tinyBmp } from './files.fixtures.js';

/** A BMP with a 40-byte header; `pixels` are the rows as stored (bottom first unless height < 0). */
function bmp(options: {
  width: number;
  height: number;
  bpp: number;
  compression?: number;
  palette?: number[];
  masks?: number[];
  pixels: number[];
}): Buffer {
  const palette = Buffer.alloc((options.palette?.length ?? 0) * 4);
  options.palette?.forEach((rgb, i) => {
    palette[i * 4] = rgb & 0xff;
    palette[i * 4 + 1] = (rgb >> 8) & 0xff;
    palette[i * 4 + 2] = (rgb >> 16) & 0xff;
  });
  const masks = Buffer.alloc((options.masks?.length ?? 0) * 4);
  options.masks?.forEach((mask, i) => masks.writeUInt32LE(mask, i * 4));
  const offset = 54 + masks.length + palette.length;
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(offset + options.pixels.length, 2);
  header.writeUInt32LE(offset, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(options.width, 18);
  header.writeInt32LE(options.height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(options.bpp, 28);
  header.writeUInt32LE(options.compression ?? 0, 30);
  header.writeUInt32LE(options.palette?.length ?? 0, 46);
  return Buffer.concat([header, masks, palette, Buffer.from(options.pixels)]);
}

const rgba = (image: { rgba: Uint8Array }) => [...image.rgba];

describe('decodeBmp', () => {
  it('reads 24-bit bottom-up rows into top-first RGBA', () => {
    const image = decodeBmp(tinyBmp(), 100);
    expect(image).toMatchObject({ width: 2, height: 2 });
    expect(rgba(image)).toEqual([
      ...[255, 0, 0, 255],
      ...[0, 255, 0, 255],
      ...[0, 0, 255, 255],
      ...[255, 255, 255, 255],
    ]);
  });

  it('reads a top-down 8-bit palette image', () => {
    const image = decodeBmp(
      bmp({
        width: 3,
        height: -1,
        bpp: 8,
        palette: [0x000000, 0xff8000, 0x0000ff],
        pixels: [2, 1, 0, 0],
      }),
      100,
    );
    expect(rgba(image)).toEqual([0, 0, 255, 255, 255, 128, 0, 255, 0, 0, 0, 255]);
  });

  it('reads 1-bit and 4-bit palettes bit by bit', () => {
    const mono = decodeBmp(
      bmp({
        width: 3,
        height: 1,
        bpp: 1,
        palette: [0x000000, 0xffffff],
        pixels: [0b1010_0000, 0, 0, 0],
      }),
      100,
    );
    expect(rgba(mono)).toEqual([255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255]);
    const nibbles = decodeBmp(
      bmp({ width: 2, height: 1, bpp: 4, palette: [0x102030, 0x405060], pixels: [0x10, 0, 0, 0] }),
      100,
    );
    expect(rgba(nibbles)).toEqual([0x40, 0x50, 0x60, 255, 0x10, 0x20, 0x30, 255]);
  });

  it('reads 32-bit with bit-field masks, alpha included', () => {
    const image = decodeBmp(
      bmp({
        width: 1,
        height: 1,
        bpp: 32,
        compression: 6,
        masks: [0x00ff0000, 0x0000ff00, 0x000000ff, 0xff000000],
        pixels: [0x30, 0x20, 0x10, 0x80],
      }),
      100,
    );
    expect(rgba(image)).toEqual([0x10, 0x20, 0x30, 0x80]);
  });

  it('refuses compression, too many pixels, truncation and nonsense', () => {
    const rle = bmp({ width: 1, height: 1, bpp: 8, compression: 1, palette: [0], pixels: [0, 0] });
    expect(() => decodeBmp(rle, 100)).toThrow(/compression/);
    expect(() => decodeBmp(tinyBmp(), 3)).toThrow(/too many pixels/);
    expect(() => decodeBmp(tinyBmp().subarray(0, 60), 100)).toThrow(/truncated/);
    const huge = bmp({ width: 100_000, height: 100_000, bpp: 24, pixels: [] });
    expect(() => decodeBmp(huge, 40_000_000)).toThrow(/too many pixels/);
    const empty = bmp({ width: 0, height: 1, bpp: 24, pixels: [] });
    expect(() => decodeBmp(empty, 100)).toThrow(/empty/);
    const odd = bmp({ width: 1, height: 1, bpp: 2, palette: [0], pixels: [0, 0, 0, 0] });
    expect(() => decodeBmp(odd, 100)).toThrow(/bit depth/);
  });
});
