import {
  PATHS,
  uploadedImageSchema,
  type FilePurpose,
  type UploadedImage,
} from '@exchange/contracts';
import { api } from './index';

/** The spec gives an upload 15 seconds (other requests 10). */
export const UPLOAD_TIMEOUT_MS = 15_000;

/** The server's limit for identity photos (`files.core.ts`), checked first to spare a doomed upload. */
export const IDENTITY_PHOTO_MAX_MB = 10;

/**
 * Sends one image to `POST /upload/local/image` as the multipart field
 * `file`, signed like every other call. fetch reports no upload progress,
 * so callers show an indeterminate one. A timeout rejects with an
 * ApiError of kind `timeout` and, like every timeout, is not toasted: the
 * caller says so where the photo is. Server refusals (too large, not an
 * image) are toasted by the client as usual.
 */
export function uploadImage(
  file: Blob,
  purpose: FilePurpose,
  options: { signal?: AbortSignal } = {},
): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'photo');
  return api.post(PATHS.uploadImage, uploadedImageSchema, {
    query: { purpose },
    form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    spinner: false,
    signal: options.signal,
  });
}
