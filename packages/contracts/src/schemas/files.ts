import { z } from 'zod';

/**
 * What an upload is for. Each purpose has its own size limit on the server
 * (the spec's 2, 10, 30 and 50 MB, and 10 MB for a support chat image);
 * `identity` is the default.
 */
export const FILE_PURPOSES = ['avatar', 'identity', 'appeal', 'document', 'chat'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** `POST /upload/local/image`: the stored image, re-encoded, as the owner can fetch it. */
export const uploadedImageSchema = z.object({
  /** Opaque and random; never sequential, so ids cannot be enumerated. */
  id: z.string(),
  /** Where the owner reads it back (`GET`, with the session header). */
  url: z.string(),
  purpose: z.enum(FILE_PURPOSES),
  contentType: z.enum(['image/jpeg', 'image/png']),
  /** Bytes of the stored (re-encoded) image. */
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const uploadedFileParams = z.object({ id: z.string().min(1).max(64) });
