import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';

/**
 * Test material for the files module: multipart bodies built by hand (no
 * form library, so the bytes on the wire are exactly what a test says) and
 * images made with sharp.
 */

export const BOUNDARY = '----exchange-test-boundary-7d1f';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

export type Part =
  | { readonly field: string; readonly value: string }
  | {
      readonly file: string;
      readonly filename: string;
      readonly contentType: string;
      readonly bytes: Uint8Array;
    };

function partHead(part: Part): string {
  return 'field' in part
    ? `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${part.field}"\r\n\r\n`
    : `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${part.file}"; filename="${part.filename}"\r\ncontent-type: ${part.contentType}\r\n\r\n`;
}

export function multipartBody(parts: readonly Part[]): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    pieces.push(Buffer.from(partHead(part)));
    pieces.push(Buffer.from('field' in part ? part.value : part.bytes));
    pieces.push(Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(pieces);
}

export const filePart = (bytes: Uint8Array, filename = 'photo.png', contentType = 'image/png') =>
  ({ file: 'file', filename, contentType, bytes }) as const;

/**
 * A multipart body of one file part that starts with `head` and then claims
 * `totalBytes` of filler, produced lazily. `pulled()` says how many bytes the
 * server actually took from it: the proof that it stopped reading early.
 */
export function endlessUpload(head: Uint8Array, totalBytes: number) {
  let produced = 0;
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  async function* body() {
    const opening = Buffer.concat([Buffer.from(partHead(filePart(head))), Buffer.from(head)]);
    produced += opening.length;
    yield opening;
    for (let sent = head.length; sent < totalBytes; sent += chunk.length) {
      produced += chunk.length;
      yield chunk;
    }
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  }
  return { stream: Readable.from(body(), { objectMode: false }), pulled: () => produced };
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function solidPng(width = 32, height = 24): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } },
  })
    .png()
    .toBuffer();
}

/** A JPEG whose EXIF holds a GPS position (what a phone camera writes). */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .jpeg()
    .withMetadata({
      exif: {
        IFD0: { Make: 'TestCam', Artist: 'Jane Doe' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 0/1',
        },
      },
    })
    .toBuffer();
}

/** A 2x2 24-bit bottom-up BMP: red, green on the top row; blue, white below. */
export function tinyBmp(): Buffer {
  const stride = 8;
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + stride * 2, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(2, 18);
  header.writeInt32LE(2, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  // Rows bottom first, pixels as blue, green, red, each row padded to 4 bytes.
  const bottom = Buffer.from([255, 0, 0, 255, 255, 255, 0, 0]);
  const top = Buffer.from([0, 0, 255, 0, 255, 0, 0, 0]);
  return Buffer.concat([header, bottom, top]);
}

/** Every regular file under `dir`, however deep. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
