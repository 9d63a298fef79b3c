import { FILE_PURPOSES, type FilePurpose } from '@exchange/contracts';
import { AppError } from '../../http/app-error.js';

/**
 * The files module's pure rules: what an upload may be, how large, how big
 * its re-encoded image may get, and how files are named. No I/O, no clock;
 * randomness comes in as a function.
 */

/** Image kinds the spec allows ("JPG, JPEG, gif, bmp or PNG only"), told apart by their bytes. */
export const IMAGE_KINDS = ['jpeg', 'png', 'gif', 'bmp'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** How many leading bytes `detectImageKind` needs to decide. */
export const MAGIC_BYTES = 8;

const MB = 1024 * 1024;

/** The spec's four upload limits, one per purpose. */
export const PURPOSE_LIMIT_BYTES: Readonly<Record<FilePurpose, number>> = {
  avatar: 2 * MB,
  identity: 10 * MB,
  appeal: 30 * MB,
  document: 50 * MB,
  chat: 10 * MB,
};

/** The largest limit: the multipart parser's own backstop, whatever purpose a request names. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(PURPOSE_LIMIT_BYTES));

/** An upload that names no purpose is treated as an identity document (10 MB). */
export const DEFAULT_PURPOSE: FilePurpose = 'identity';

export const IMAGE_BOUNDS = {
  /**
   * Decoding is refused above this many pixels (about a 7,700 x 5,200 photo):
   * a small file can claim huge dimensions and would otherwise cost gigabytes
   * of memory to decode (a "decompression bomb").
   */
  maxInputPixels: 40_000_000,
  /** Stored images are scaled down to fit this on their long side; enough to read any document. */
  maxSidePx: 4096,
} as const;

/**
 * The kind of image the bytes start with, or null. The declared content type
 * and the file name are never consulted: both are chosen by the sender.
 * SVG, HTML and everything else have no entry here, so they are refused.
 */
export function detectImageKind(head: Uint8Array): ImageKind | null {
  const starts = (...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);
  // JPEG: SOI marker followed by the start of another marker.
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  // PNG: the full 8-byte signature, which includes line-ending checks.
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  // GIF87a / GIF89a.
  if (starts(0x47, 0x49, 0x46, 0x38) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61)
    return 'gif';
  // BMP: "BM" then a 4-byte size and 4 reserved bytes that are zero in every real file.
  if (starts(0x42, 0x4d) && head.length >= MAGIC_BYTES && head[6] === 0 && head[7] === 0)
    return 'bmp';
  return null;
}

/**
 * What the stored copy is encoded as. JPEG stays JPEG (photos of documents);
 * everything else becomes PNG, which keeps GIF and BMP pixels exactly and
 * needs no palette rules of its own.
 */
export function storedFormat(kind: ImageKind): 'jpeg' | 'png' {
  return kind === 'jpeg' ? 'jpeg' : 'png';
}

export const CONTENT_TYPES = { jpeg: 'image/jpeg', png: 'image/png' } as const;
export type StoredContentType = (typeof CONTENT_TYPES)[keyof typeof CONTENT_TYPES];

/** The purpose a request names (absent: the default). Errors: FILE_PURPOSE_INVALID. */
export function purposeOf(value: string | undefined): FilePurpose {
  if (value === undefined || value === '') return DEFAULT_PURPOSE;
  const found = FILE_PURPOSES.find((purpose) => purpose === value);
  if (!found) throw new AppError('FILE_PURPOSE_INVALID', { purposes: FILE_PURPOSES.join(', ') });
  return found;
}

/** The refusal for an upload over its purpose's limit, with the limit in the message. */
export function tooLarge(purpose: FilePurpose): AppError {
  return new AppError('IMAGE_TOO_LARGE', { maxMb: PURPOSE_LIMIT_BYTES[purpose] / MB });
}

/** Bytes of randomness in a file id: 144 bits, so ids can be neither guessed nor enumerated. */
const ID_BYTES = 18;

/** A fresh opaque file id (24 URL-safe characters), also its storage key. */
export function newFileId(randomBytes: (size: number) => Uint8Array): string {
  const bytes = randomBytes(ID_BYTES);
  if (bytes.length !== ID_BYTES) throw new Error('randomBytes returned the wrong length');
  return Buffer.from(bytes).toString('base64url');
}

/**
 * True for ids this module could have made. Checked before any lookup or
 * storage access, so a crafted id (`../`, a NUL, a 10 KB string) never
 * reaches a path or a query.
 */
export function isFileId(value: string): boolean {
  return /^[A-Za-z0-9_-]{24}$/.test(value);
}
