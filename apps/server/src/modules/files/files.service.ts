import { createHash, randomBytes as secureRandomBytes } from 'node:crypto';
import type { FilePurpose } from '@exchange/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import {
  MAGIC_BYTES,
  PURPOSE_LIMIT_BYTES,
  detectImageKind,
  isFileId,
  newFileId,
  tooLarge,
  type ImageKind,
  type StoredContentType,
} from './files.core.js';
import { decryptFile, encryptFile } from './files.crypto.js';
import { reencodeImage } from './files.image.js';
import type { FileStorage } from './files.storage.js';
import { createFilesStore, type FilesTables, type StoredFileRow } from './files.store.js';

export interface FilesDeps {
  readonly db: Kysely<FilesTables>;
  readonly storage: FileStorage;
  /** Seals each file's own key; built from the app's secrets key. */
  readonly box: SecretBox;
  readonly clock: Clock;
  /** The OS's secure generator unless a test injects its own. */
  readonly randomBytes?: (size: number) => Uint8Array;
  /**
   * Records that an operator opened a user's file. Called, and awaited,
   * before the bytes are handed over: a view that cannot be audited does not
   * happen. The console wires it to its audit log.
   */
  readonly audit: (operatorId: number, fileId: string) => Promise<void> | void;
  /** Unexpected failures (storage, database), logged before the caller sees IMAGE_UPLOAD_FAILED. */
  readonly log?: (error: unknown, message: string) => void;
}

/** A stored image as callers see it; never the key, never the storage path. */
export interface StoredFile {
  readonly id: string;
  readonly ownerId: number;
  readonly purpose: FilePurpose;
  readonly contentType: StoredContentType;
  readonly size: number;
  readonly width: number;
  readonly height: number;
  readonly createdAt: Date;
}

export interface FileContent {
  readonly file: StoredFile;
  /** The decrypted, re-encoded image. */
  readonly bytes: Buffer;
}

export function createFilesService(deps: FilesDeps) {
  const store = createFilesStore(deps.db);
  const random = deps.randomBytes ?? secureRandomBytes;
  const log = deps.log ?? (() => undefined);

  /** The plaintext of a row's blob, checked against the digest taken at upload. */
  async function contentOf(row: StoredFileRow): Promise<FileContent> {
    const blob = await deps.storage.get(row.id);
    if (!blob) throw new Error(`stored file ${row.id} has no blob`);
    const bytes = decryptFile(deps.box, row.id, row.wrapped_key, blob);
    if (sha256(bytes) !== row.sha256) throw new Error(`stored file ${row.id} digest mismatch`);
    return { file: toStoredFile(row), bytes };
  }

  return {
    /**
     * Reads an upload from `source` (stopping as soon as it passes the
     * purpose's limit or its first bytes are not an allowed image), re-encodes
     * it, encrypts it and stores it for `ownerId`.
     * Errors: IMAGE_REQUIRED (empty), IMAGE_TOO_LARGE, IMAGE_TYPE_NOT_ALLOWED,
     * IMAGE_UPLOAD_FAILED (does not decode, or could not be stored).
     */
    async upload(
      ownerId: number,
      purpose: FilePurpose,
      source: AsyncIterable<Uint8Array>,
    ): Promise<StoredFile> {
      const { bytes, kind } = await readImage(source, purpose);
      const image = await reencodeImage(bytes, kind).catch((error: unknown) => {
        throw new AppError('IMAGE_UPLOAD_FAILED', {}, null, { cause: error });
      });
      const id = newFileId(random);
      const sealed = encryptFile(deps.box, id, image.bytes);
      const row: StoredFileRow = {
        id,
        owner_id: ownerId,
        purpose,
        content_type: image.contentType,
        size: image.bytes.length,
        width: image.width,
        height: image.height,
        sha256: sha256(image.bytes),
        wrapped_key: sealed.wrappedKey,
        created_at: new Date(deps.clock.nowMs()),
      };
      try {
        await deps.storage.put(id, sealed.blob);
        try {
          await store.insert(row);
        } catch (error) {
          // No row, no file: a blob nobody can name is removed rather than kept.
          await deps.storage.delete(id).catch((cleanup: unknown) => log(cleanup, 'file cleanup'));
          throw error;
        }
      } catch (error) {
        log(error, 'storing an uploaded file failed');
        throw new AppError('IMAGE_UPLOAD_FAILED', {}, null, { cause: error });
      }
      return toStoredFile(row);
    },

    /** The owner's file. Errors: FILE_NOT_FOUND (also when it is someone else's). */
    async readForOwner(fileId: string, userId: number): Promise<FileContent> {
      const row = isFileId(fileId) ? await store.ownedBy(fileId, userId) : undefined;
      if (!row) throw new AppError('FILE_NOT_FOUND');
      return contentOf(row);
    },

    /**
     * Any user's file, for an operator whose permission the console has
     * already checked. The view is audited first. Errors: FILE_NOT_FOUND.
     */
    async readForOperator(fileId: string, operatorId: number): Promise<FileContent> {
      const row = isFileId(fileId) ? await store.byId(fileId) : undefined;
      if (!row) throw new AppError('FILE_NOT_FOUND');
      await deps.audit(operatorId, fileId);
      return contentOf(row);
    },

    /**
     * A file's description if `ownerId` owns it, else undefined: how another
     * module checks that an id a user sent (say, on an identity application)
     * is really that user's upload.
     */
    async describe(fileId: string, ownerId: number): Promise<StoredFile | undefined> {
      const row = isFileId(fileId) ? await store.ownedBy(fileId, ownerId) : undefined;
      return row && toStoredFile(row);
    },

    /**
     * Erases a file for good: the row first (nobody can name it after
     * that), then the blob. Erasing a file already gone does nothing, so a
     * retention job may repeat. A blob whose removal fails is logged: it is
     * ciphertext whose key went with the row.
     */
    async erase(fileId: string): Promise<void> {
      if (!isFileId(fileId)) return;
      if (!(await store.remove(fileId))) return;
      await deps.storage.delete(fileId).catch((error: unknown) => log(error, 'file erase'));
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;

/**
 * Collects the upload, counting bytes as they arrive. It stops reading (which
 * ends the iteration and so stops the multipart parser) the moment the count
 * passes the purpose's limit, or once the first bytes show this is not an
 * allowed image; the memory used is never more than the limit.
 */
async function readImage(
  source: AsyncIterable<Uint8Array>,
  purpose: FilePurpose,
): Promise<{ bytes: Buffer; kind: ImageKind }> {
  const limit = PURPOSE_LIMIT_BYTES[purpose];
  const chunks: Uint8Array[] = [];
  let total = 0;
  let kind: ImageKind | null = null;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > limit) throw tooLarge(purpose);
    chunks.push(chunk);
    if (kind === null && total >= MAGIC_BYTES) kind = allowedKind(Buffer.concat(chunks));
  }
  if (total === 0) throw new AppError('IMAGE_REQUIRED');
  const bytes = Buffer.concat(chunks, total);
  return { bytes, kind: kind ?? allowedKind(bytes) };
}

/** Errors: IMAGE_TYPE_NOT_ALLOWED. */
function allowedKind(head: Buffer): ImageKind {
  const kind = detectImageKind(head);
  if (!kind) throw new AppError('IMAGE_TYPE_NOT_ALLOWED');
  return kind;
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function toStoredFile(row: StoredFileRow): StoredFile {
  return {
    id: row.id,
    ownerId: row.owner_id,
    purpose: row.purpose,
    contentType: row.content_type,
    size: row.size,
    width: row.width,
    height: row.height,
    createdAt: row.created_at,
  };
}
