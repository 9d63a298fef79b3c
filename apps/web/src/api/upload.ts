import {
  PATHS,
  uploadedImageSchema,
  type FilePurpose,
  type UploadedImage,
} from '@exchange/contracts';
import { api } from './index';
import type { ProgressListener } from './xhr';

/** The spec gives an upload 15 seconds (other requests 10). */
export const UPLOAD_TIMEOUT_MS = 15_000;

/** The server's limit for identity photos (`files.core.ts`), checked first to spare a doomed upload. */
export const IDENTITY_PHOTO_MAX_MB = 10;

/**
 * Sends one image to `POST /upload/local/image` as the multipart field
 * `file`, signed like every other call. It goes over XMLHttpRequest, so
 * `onProgress` hears the share of the bytes sent whenever the browser knows
 * the total (when it does not, callers show an indeterminate progress). A
 * timeout rejects with an ApiError of kind `timeout` and, like every
 * timeout, is not toasted: the caller says so where the photo is. Server
 * refusals (too large, not an image) are toasted by the client as usual.
 */
export function uploadImage(
  file: Blob,
  purpose: FilePurpose,
  options: { signal?: AbortSignal; onProgress?: ProgressListener } = {},
): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'photo');
  return api.post(PATHS.uploadImage, uploadedImageSchema, {
    query: { purpose },
    form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    spinner: false,
    signal: options.signal,
    onProgress: options.onProgress,
  });
}
