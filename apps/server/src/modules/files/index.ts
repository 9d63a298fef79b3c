/**
 * Files: uploaded images (identity documents, appeal proof, loan documents,
 * chat images). An upload is read with a byte cap per purpose (avatar 2 MB,
 * identity 10 MB by default, appeal 30 MB, document 50 MB, support chat
 * 10 MB) and stops at the limit, or at first bytes that are not JPEG, PNG, GIF or BMP
 * (`files.core.ts`; `files.bmp.ts` decodes BMP, which libvips cannot read).
 * `files.image.ts` rebuilds the image from its pixels with sharp (at most
 * 40 MP in, 4096 px out, no metadata kept); `files.crypto.ts` encrypts it
 * under its own AES-256-GCM key, wrapped by the secrets key and bound to the
 * file id. Blobs live under random ids behind `FileStorage`
 * (`files.storage.ts`: local disk under DATA_DIR/files; an S3-compatible
 * store can plug in behind the same interface).
 *
 * Boundary: owns stored_file and the blob storage; serves POST
 * /uc/upload/local/image and GET /uc/upload/file/:id. Other modules
 * (identity verification, P2P appeals, loans, support chat) import from here
 * only: the service to check and read uploads, the purposes and their
 * limits. Its tables, storage layout and keys stay private.
 *
 * Invariant: only re-encoded pixels are stored, encrypted; a file is served
 * to its owner only (anyone else gets the same FILE_NOT_FOUND); an
 * operator's view is audited before any byte is returned; demo sessions
 * cannot upload (DEMO_RESTRICTED).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Api } from '../../http/types.js';
import { registerFilesRoutes } from './files.routes.js';
import { createFilesService, type FilesDeps } from './files.service.js';
import { createLocalDiskStorage } from './files.storage.js';

export { FILE_PURPOSES, type FilePurpose } from '@exchange/contracts';
export { DEFAULT_PURPOSE, PURPOSE_LIMIT_BYTES } from './files.core.js';
export { createFilesService, type FileContent, type FilesDeps } from './files.service.js';
export type { FilesService, StoredFile } from './files.service.js';
export { createLocalDiskStorage, type FileStorage } from './files.storage.js';
export { sendImage } from './files.reply.js';
export {
  registerFilesRoutes,
  registerMultipart,
  uploadFromParts,
  type FilesRouteDeps,
} from './files.routes.js';

/**
 * The service and its routes, wired for the app, storing blobs on local disk
 * under `dir` (DATA_DIR/files in the embedded default). Without a `dir`
 * (tests, tools) it uses a fresh temporary directory that `close()` removes.
 */
export async function createFilesModule(
  deps: Omit<FilesDeps, 'storage'> & { readonly dir: string | undefined },
) {
  const dir = deps.dir ?? (await mkdtemp(join(tmpdir(), 'exchange-files-')));
  const files = createFilesService({ ...deps, storage: createLocalDiskStorage(dir) });
  return {
    files,
    register: (api: Api) => registerFilesRoutes(api, { files }),
    close: async () => {
      if (deps.dir === undefined) await rm(dir, { recursive: true, force: true });
    },
  };
}
