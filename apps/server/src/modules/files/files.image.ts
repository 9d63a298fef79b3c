import sharp, { type Sharp } from 'sharp';
import { decodeBmp } from './files.bmp.js';
import {
  CONTENT_TYPES,
  IMAGE_BOUNDS,
  storedFormat,
  type ImageKind,
  type StoredContentType,
} from './files.core.js';

export interface ReencodedImage {
  readonly bytes: Buffer;
  readonly width: number;
  readonly height: number;
  readonly contentType: StoredContentType;
}

/**
 * Decodes the upload to pixels and encodes a new image from them. Only
 * pixels survive: EXIF (GPS, camera, owner), ICC and XMP blocks, comments,
 * extra GIF frames and anything appended after the image's end (a polyglot's
 * HTML or script) are not carried over. Decoding is bounded by
 * IMAGE_BOUNDS.maxInputPixels before memory is committed, and the output is
 * scaled to fit IMAGE_BOUNDS.maxSidePx.
 *
 * Throws (any error) when the bytes do not decode as `kind`.
 */
export async function reencodeImage(input: Buffer, kind: ImageKind): Promise<ReencodedImage> {
  const image = kind === 'bmp' ? fromBitmap(input) : await fromEncoded(input, kind);
  const format = storedFormat(kind);
  const resized = image.resize({
    width: IMAGE_BOUNDS.maxSidePx,
    height: IMAGE_BOUNDS.maxSidePx,
    fit: 'inside',
    withoutEnlargement: true,
  });
  // No withMetadata()/keepMetadata(): sharp then writes no EXIF, XMP or ICC at all.
  const encoded = format === 'jpeg' ? resized.jpeg({ quality: 90 }) : resized.png();
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return {
    bytes: data,
    width: info.width,
    height: info.height,
    contentType: CONTENT_TYPES[format],
  };
}

async function fromEncoded(input: Buffer, kind: ImageKind): Promise<Sharp> {
  const image = sharp(input, {
    // sharp's advice for untrusted input: abort on any decoder warning.
    failOn: 'warning',
    limitInputPixels: IMAGE_BOUNDS.maxInputPixels,
    // The first frame of an animated GIF; later frames could hide anything.
    pages: 1,
    // Apply the EXIF orientation to the pixels, since the tag itself is dropped.
    autoOrient: true,
  });
  const { format } = await image.metadata();
  // The magic bytes chose the kind; the decoder must agree, or this is not what it claims.
  if (format !== kind) throw new Error(`decoder saw ${String(format)}, magic bytes said ${kind}`);
  return image;
}

function fromBitmap(input: Buffer): Sharp {
  const { width, height, rgba } = decodeBmp(input, IMAGE_BOUNDS.maxInputPixels);
  return sharp(rgba, { raw: { width, height, channels: 4 } });
}
