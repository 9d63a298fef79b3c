/** The files module's second face, for other modules' tests: uploading an image through its route. */
import type { FastifyInstance } from 'fastify';
import { filePart, MULTIPART_TYPE, multipartBody, solidPng } from './files.fixtures.js';

/** Multipart bodies, for other modules' own upload routes (a support agent's image). */
export { filePart, MULTIPART_TYPE, multipartBody };

/** What uploading needs of a test app: its injector and a signed client's headers. */
interface Uploader {
  readonly app: Pick<FastifyInstance, 'inject'>;
  headers(extra: { token: string }): Record<string, string>;
}

let uploads = 0;

/**
 * Uploads a fresh image (a different one each call) as the user of `token`
 * and answers its file id; throws if the upload is refused. Each upload
 * comes from its own address, as uploads are limited per address.
 */
export async function uploadImage(
  t: Uploader,
  token: string,
  purpose = 'identity',
): Promise<string> {
  uploads += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: `/uc/upload/local/image?purpose=${purpose}`,
    remoteAddress: `10.9.${Math.floor(uploads / 250) % 250}.${uploads % 250}`,
    headers: { ...t.headers({ token }), 'content-type': MULTIPART_TYPE },
    payload: multipartBody([filePart(await solidPng(20 + (uploads % 400), 24))]),
  });
  const body = JSON.parse(res.body) as { code: number; message: string; data: { id: string } };
  if (body.code !== 0) throw new Error(`upload refused: ${body.message}`);
  return body.data.id;
}
