/**
 * The files module's one public face. Other modules (identity verification,
 * P2P appeals, loans, support chat) import from here only: the service to
 * check and read uploads, the purposes and their limits. Its tables, storage
 * layout and keys stay private.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Api } from '../../http/types.js';
import { registerFilesRoutes, type FilesRouteDeps } from './files.routes.js';
import { createFilesService, type FilesDeps } from './files.service.js';
import { createLocalDiskStorage } from './files.storage.js';

export { FILE_PURPOSES, type FilePurpose } from '@exchange/contracts';
export { DEFAULT_PURPOSE, PURPOSE_LIMIT_BYTES } from './files.core.js';
export { createFilesService, type FileContent, type FilesDeps } from './files.service.js';
export type { FilesService, StoredFile } from './files.service.js';
export { createLocalDiskStorage, type FileStorage } from './files.storage.js';
export { registerFilesRoutes, type FilesRouteDeps } from './files.routes.js';

/**
 * The service and its routes, wired for the app, storing blobs on local disk
 * under `dir` (DATA_DIR/files in the embedded default). Without a `dir`
 * (tests, tools) it uses a fresh temporary directory that `close()` removes.
 */
export async function createFilesModule(
  deps: Omit<FilesDeps, 'storage'> & {
    readonly dir: string | undefined;
    readonly authenticate: FilesRouteDeps['authenticate'];
  },
) {
  const dir = deps.dir ?? (await mkdtemp(join(tmpdir(), 'exchange-files-')));
  const files = createFilesService({ ...deps, storage: createLocalDiskStorage(dir) });
  return {
    files,
    register: (api: Api) => registerFilesRoutes(api, { files, authenticate: deps.authenticate }),
    close: async () => {
      if (deps.dir === undefined) await rm(dir, { recursive: true, force: true });
    },
  };
}
