import type { FilePurpose } from '@exchange/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { StoredContentType } from './files.core.js';

export interface StoredFileTable {
  /** Random, 24 URL-safe characters; also the blob's storage key. */
  id: string;
  owner_id: number;
  purpose: FilePurpose;
  content_type: StoredContentType;
  /** Bytes of the stored plaintext (the re-encoded image). */
  size: number;
  width: number;
  height: number;
  /** SHA-256 (hex) of the stored plaintext: checked on every read, and lets duplicates be spotted. */
  sha256: string;
  /** The file's own AES-256-GCM key, sealed by the secrets key. */
  wrapped_key: string;
  created_at: Date;
}

export interface FilesTables {
  stored_file: StoredFileTable;
}

export type StoredFileRow = Selectable<StoredFileTable>;

/** SQL for `stored_file`, the only table the files module owns. */
export function createFilesStore(db: Kysely<FilesTables>) {
  return {
    async insert(row: StoredFileRow): Promise<void> {
      await db.insertInto('stored_file').values(row).execute();
    },

    async byId(id: string): Promise<StoredFileRow | undefined> {
      return db.selectFrom('stored_file').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Deletes the row; false when there was none. */
    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('stored_file').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** The row only if `ownerId` owns it: one query, so "missing" and "not yours" look alike. */
    async ownedBy(id: string, ownerId: number): Promise<StoredFileRow | undefined> {
      return db
        .selectFrom('stored_file')
        .selectAll()
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
    },
  };
}

export type FilesStore = ReturnType<typeof createFilesStore>;
