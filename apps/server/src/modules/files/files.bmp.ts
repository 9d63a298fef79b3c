/**
 * A small BMP decoder, because the image library's prebuilt libvips reads
 * JPEG, PNG and GIF but not BMP, which the spec allows. It reads the
 * uncompressed kinds real software writes (1, 4, 8 bit palettes; 16, 24 and
 * 32 bit, with or without bit-field masks) into RGBA, and refuses RLE,
 * embedded JPEG/PNG and anything malformed. Pure: bytes in, pixels out; every
 * offset is checked against the buffer before it is read.
 */

export interface DecodedBitmap {
  readonly width: number;
  readonly height: number;
  /** Width x height x 4 bytes, top row first. */
  readonly rgba: Uint8Array;
}

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;

interface Masks {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

/** Throws on anything this decoder does not read, or more pixels than `maxPixels`. */
export function decodeBmp(bytes: Uint8Array, maxPixels: number): DecodedBitmap {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const need = (end: number) => {
    if (end > bytes.length) throw new Error('bmp: truncated');
  };
  need(26);
  const pixelOffset = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  const core = headerSize === 12;
  if (!core && headerSize < 40) throw new Error('bmp: unknown header');
  need(14 + headerSize);
  const width = core ? view.getUint16(18, true) : view.getInt32(18, true);
  const rawHeight = core ? view.getInt16(20, true) : view.getInt32(22, true);
  const bpp = view.getUint16(core ? 24 : 28, true);
  const compression = core ? BI_RGB : view.getUint32(30, true);
  const topDown = rawHeight < 0;
  const height = Math.abs(rawHeight);
  if (width <= 0 || height <= 0) throw new Error('bmp: empty');
  if (width * height > maxPixels) throw new Error('bmp: too many pixels');

  const bitfields = compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS;
  if (compression !== BI_RGB && !bitfields) throw new Error('bmp: compression not supported');
  let masks: Masks | null = null;
  if (bitfields || bpp === 16 || bpp === 32) {
    masks = bitfields ? readMasks(view, headerSize, compression, need) : defaultMasks(bpp);
  }
  const stride = Math.floor((bpp * width + 31) / 32) * 4;
  need(pixelOffset + stride * height);

  const palette = bpp <= 8 ? readPalette(view, headerSize, bpp, core, bitfields, need) : null;
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const row = pixelOffset + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x += 1) {
      const out = (y * width + x) * 4;
      if (palette) {
        const index = paletteIndex(bytes, row, x, bpp);
        const colour = palette[index] ?? 0;
        rgba[out] = (colour >>> 16) & 0xff;
        rgba[out + 1] = (colour >>> 8) & 0xff;
        rgba[out + 2] = colour & 0xff;
        rgba[out + 3] = 0xff;
      } else if (bpp === 24) {
        rgba[out] = bytes[row + x * 3 + 2] ?? 0;
        rgba[out + 1] = bytes[row + x * 3 + 1] ?? 0;
        rgba[out + 2] = bytes[row + x * 3] ?? 0;
        rgba[out + 3] = 0xff;
      } else if (masks && (bpp === 16 || bpp === 32)) {
        const value =
          bpp === 16 ? view.getUint16(row + x * 2, true) : view.getUint32(row + x * 4, true);
        rgba[out] = channel(value, masks.r);
        rgba[out + 1] = channel(value, masks.g);
        rgba[out + 2] = channel(value, masks.b);
        rgba[out + 3] = masks.a === 0 ? 0xff : channel(value, masks.a);
      } else {
        throw new Error('bmp: bit depth not supported');
      }
    }
  }
  return { width, height, rgba };
}

/** BI_RGB's fixed layouts: 16 bit is 5-5-5, 32 bit is BGRX (the X byte is not alpha). */
function defaultMasks(bpp: number): Masks {
  return bpp === 16
    ? { r: 0x7c00, g: 0x03e0, b: 0x001f, a: 0 }
    : { r: 0x00ff0000, g: 0x0000ff00, b: 0x000000ff, a: 0 };
}

/** Masks sit in the header (V2 and later) or, after a 40-byte header, right behind it. */
function readMasks(
  view: DataView,
  headerSize: number,
  compression: number,
  need: (end: number) => void,
): Masks {
  const hasAlpha = compression === BI_ALPHABITFIELDS || headerSize >= 56;
  need(54 + (hasAlpha ? 16 : 12));
  return {
    r: view.getUint32(54, true),
    g: view.getUint32(58, true),
    b: view.getUint32(62, true),
    a: hasAlpha ? view.getUint32(66, true) : 0,
  };
}

function readPalette(
  view: DataView,
  headerSize: number,
  bpp: number,
  core: boolean,
  bitfields: boolean,
  need: (end: number) => void,
): number[] {
  if (bpp !== 1 && bpp !== 4 && bpp !== 8) throw new Error('bmp: bit depth not supported');
  const used = core ? 0 : view.getUint32(46, true);
  const count = used === 0 || used > 2 ** bpp ? 2 ** bpp : used;
  const entry = core ? 3 : 4;
  const start = 14 + headerSize + (bitfields && headerSize === 40 ? 12 : 0);
  need(start + count * entry);
  const palette: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = start + i * entry;
    // Stored blue, green, red: kept here as 0xRRGGBB.
    palette.push((view.getUint8(at + 2) << 16) | (view.getUint8(at + 1) << 8) | view.getUint8(at));
  }
  return palette;
}

function paletteIndex(bytes: Uint8Array, row: number, x: number, bpp: number): number {
  if (bpp === 8) return bytes[row + x] ?? 0;
  const perByte = 8 / bpp;
  const byte = bytes[row + Math.floor(x / perByte)] ?? 0;
  const shift = 8 - bpp * ((x % perByte) + 1);
  return (byte >>> shift) & (2 ** bpp - 1);
}

/** One channel scaled to 0-255 from wherever its mask puts it. */
function channel(value: number, mask: number): number {
  if (mask === 0) return 0;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift += 1;
  const max = mask >>> shift;
  return Math.round((((value & mask) >>> shift) * 255) / max);
}
