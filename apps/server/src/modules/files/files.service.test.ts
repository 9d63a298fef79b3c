import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { manualClock } from '../../lib/clock.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { createPGliteDatabase } from '../../test/db.js';
import { decryptFile } from './files.crypto.js';
import { filesUnder, solidPng } from './files.fixtures.js';
import { createFilesService, type FilesDeps } from './files.service.js';
import { createLocalDiskStorage } from './files.storage.js';

let database: Database;
let dir: string;
const audited: [number, string][] = [];
const secretsKey = randomBytes(32);

function service(overrides: Partial<FilesDeps> = {}) {
  return createFilesService({
    db: database.db,
    storage: createLocalDiskStorage(dir),
    box: createSecretBox(secretsKey),
    clock: manualClock(),
    audit: (operatorId, fileId) => void audited.push([operatorId, fileId]),
    ...overrides,
  });
}

/** Bytes as a stream of small chunks, the way the multipart parser hands them over. */
async function* chunks(bytes: Buffer, size = 1000) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

beforeAll(async () => {
  database = await createPGliteDatabase();
  dir = await mkdtemp(join(tmpdir(), 'files-service-'));
});

afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('files service', () => {
  it('stores under a random id and reads back for the owner only', async () => {
    const files = service();
    const png = await solidPng(20, 10);
    const first = await files.upload(7, 'appeal', chunks(png));
    const second = await files.upload(7, 'appeal', chunks(png));
    expect(first.id).not.toBe(second.id);
    expect(first).toMatchObject({ ownerId: 7, purpose: 'appeal', width: 20, height: 10 });
    const { bytes, file } = await files.readForOwner(first.id, 7);
    expect(file.contentType).toBe('image/png');
    expect(bytes.length).toBe(first.size);
    await expect(files.readForOwner(first.id, 8)).rejects.toMatchObject({
      key: 'FILE_NOT_FOUND',
    });
    expect(await files.describe(first.id, 7)).toMatchObject({ id: first.id });
    expect(await files.describe(first.id, 8)).toBeUndefined();
  });

  it('cannot decrypt with another secrets key', async () => {
    const stored = await service().upload(7, 'identity', chunks(await solidPng()));
    const other = service({ box: createSecretBox(randomBytes(32)) });
    await expect(other.readForOwner(stored.id, 7)).rejects.toThrow();

    const [path] = (await filesUnder(dir)).filter((p) => p.endsWith(stored.id));
    const row = await database.db
      .selectFrom('stored_file')
      .select('wrapped_key')
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    const blob = await readFile(path!);
    expect(() =>
      decryptFile(createSecretBox(randomBytes(32)), stored.id, row.wrapped_key, blob),
    ).toThrow();
    // The right key opens it, but only under its own id: a blob moved to another record fails.
    expect(decryptFile(createSecretBox(secretsKey), stored.id, row.wrapped_key, blob).length).toBe(
      stored.size,
    );
    expect(() =>
      decryptFile(createSecretBox(secretsKey), 'B'.repeat(24), row.wrapped_key, blob),
    ).toThrow();
  });

  it('audits an operator view before handing over the bytes, and refuses when audit fails', async () => {
    const stored = await service().upload(9, 'document', chunks(await solidPng()));
    const { bytes } = await service().readForOperator(stored.id, 42);
    expect(bytes.length).toBe(stored.size);
    expect(audited).toContainEqual([42, stored.id]);

    const failing = service({
      audit: () => {
        throw new Error('audit log down');
      },
    });
    await expect(failing.readForOperator(stored.id, 42)).rejects.toThrow('audit log down');
    await expect(service().readForOperator('A'.repeat(24), 42)).rejects.toMatchObject({
      key: 'FILE_NOT_FOUND',
    });
  });

  it('stops pulling from the source once the limit is passed', async () => {
    let pulled = 0;
    async function* endless() {
      yield (await solidPng()).subarray(0, 8);
      for (;;) {
        pulled += 64 * 1024;
        yield Buffer.alloc(64 * 1024);
      }
    }
    await expect(service().upload(7, 'avatar', endless())).rejects.toMatchObject({
      key: 'IMAGE_TOO_LARGE',
      params: { maxMb: 2 },
    });
    expect(pulled).toBeLessThanOrEqual(2 * 1024 * 1024 + 64 * 1024);
  });

  it('stops at the first bytes when they are not an allowed image', async () => {
    let pulled = 0;
    async function* html() {
      yield Buffer.from('<html><body>');
      for (;;) {
        pulled += 1;
        yield Buffer.from('<p>more</p>');
      }
    }
    await expect(service().upload(7, 'identity', html())).rejects.toMatchObject({
      key: 'IMAGE_TYPE_NOT_ALLOWED',
    });
    expect(pulled).toBe(0);
  });

  it('removes the blob when the row cannot be written, and says upload failed', async () => {
    const before = (await filesUnder(dir)).length;
    const other = await createPGliteDatabase();
    await other.db.schema.dropTable('stored_file').execute();
    const logged: string[] = [];
    const broken = service({ db: other.db, log: (_error, message) => void logged.push(message) });
    await expect(broken.upload(7, 'identity', chunks(await solidPng()))).rejects.toMatchObject({
      key: 'IMAGE_UPLOAD_FAILED',
    });
    expect((await filesUnder(dir)).length).toBe(before);
    expect(logged).toContain('storing an uploaded file failed');
    await other.close();
  });
});
