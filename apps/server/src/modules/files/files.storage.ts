import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isFileId } from './files.core.js';

/**
 * Where encrypted blobs live, as the files service needs it: three calls
 * keyed by file id. The local-disk adapter below is the embedded default;
 * an S3-compatible object store (several server processes sharing one
 * bucket) plugs in behind the same interface without touching the service.
 */
export interface FileStorage {
  /** Stores the bytes under the key (a fresh random file id, never reused). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Blobs as files under `dir` (DATA_DIR/files by default), which must not be
 * inside any folder the server serves: nothing there is reachable except
 * through the owner check. Two-character fan-out keeps directories small.
 */
export function createLocalDiskStorage(dir: string): FileStorage {
  const pathOf = (key: string) => {
    // Keys are our own random ids; anything else could walk out of `dir`.
    if (!isFileId(key)) throw new Error('invalid storage key');
    return { folder: join(dir, key.slice(0, 2)), path: join(dir, key.slice(0, 2), key) };
  };
  return {
    async put(key, bytes) {
      const { folder, path } = pathOf(key);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      // Written aside then renamed, so a crash never leaves a half file under a real key.
      const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' });
      try {
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key).path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key).path, { force: true });
    },
  };
}
