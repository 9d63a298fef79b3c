import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERRORS } from '@exchange/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerAccount, reply } from '../../test/accounts.js';
import {
  MULTIPART_TYPE,
  PNG_SIGNATURE,
  endlessUpload,
  filePart,
  filesUnder,
  jpegWithGps,
  multipartBody,
  solidPng,
  tinyBmp,
  type Part,
} from './files.fixtures.js';

interface Uploaded {
  id: string;
  url: string;
  purpose: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
}

let t: TestApp;
let dir: string;
let owner: string;
let stranger: string;
/** Every JSON reply any test got, checked to be an envelope at the end. */
const replies: LightMyRequestResponse[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'files-test-'));
  t = await createTestApp({ filesDir: dir });
  owner = (await registerAccount(t)).token;
  stranger = (await registerAccount(t)).token;
});

afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function upload(parts: readonly Part[], token: string | null = owner, query = '') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/uc/upload/local/image${query}`,
    headers: { ...t.headers(token ? { token } : {}), 'content-type': MULTIPART_TYPE },
    payload: multipartBody(parts),
  });
  replies.push(res);
  return reply<Uploaded>(res);
}

async function fetchFile(url: string, token?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: t.headers(token ? { token } : {}),
  });
  if (res.headers['content-type']?.toString().startsWith('application/json')) replies.push(res);
  return res;
}

const storedRows = async () =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from stored_file`.execute(t.database.db)).rows[0]
      ?.n,
  );

async function expectNothingStored(before: { files: number; rows: number }) {
  expect((await filesUnder(dir)).length).toBe(before.files);
  expect(await storedRows()).toBe(before.rows);
}
const snapshot = async () => ({ files: (await filesUnder(dir)).length, rows: await storedRows() });

describe('POST /uc/upload/local/image: what is refused', () => {
  it('refuses an SVG, whatever it is called, and stores nothing', async () => {
    const before = await snapshot();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const res = await upload([filePart(svg, 'logo.svg', 'image/svg+xml')]);
    expect(res.code).toBe(ERRORS.IMAGE_TYPE_NOT_ALLOWED.code);
    expect(res.message).toBe('Image type not allowed: JPG, JPEG, GIF, BMP or PNG only');
    await expectNothingStored(before);
  });

  it('refuses HTML named .png and declared image/png: the bytes decide', async () => {
    const before = await snapshot();
    const html = Buffer.from('<!doctype html><html><script>fetch("/steal")</script></html>');
    const res = await upload([filePart(html, 'passport.png', 'image/png')]);
    expect(res.code).toBe(ERRORS.IMAGE_TYPE_NOT_ALLOWED.code);
    await expectNothingStored(before);
  });

  it('refuses bytes that start like a PNG but do not decode, as upload failed', async () => {
    const before = await snapshot();
    const fake = Buffer.concat([PNG_SIGNATURE, Buffer.from('not really an image at all')]);
    const res = await upload([filePart(fake)]);
    expect(res.code).toBe(ERRORS.IMAGE_UPLOAD_FAILED.code);
    expect(res.message).toBe('Image upload failed');
    await expectNothingStored(before);
  });

  it('refuses a file over the purpose limit with the limit named, storing nothing', async () => {
    const before = await snapshot();
    const big = Buffer.concat([await solidPng(), Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload([{ field: 'purpose', value: 'avatar' }, filePart(big)]);
    expect(res.code).toBe(ERRORS.IMAGE_TOO_LARGE.code);
    expect(res.message).toBe('Image too large: at most 2 MB');
    await expectNothingStored(before);
    // The same bytes are fine for an identity document (10 MB), so the limit is the purpose's.
    expect((await upload([filePart(big)], owner, '?purpose=identity')).code).not.toBe(
      ERRORS.IMAGE_TOO_LARGE.code,
    );
  });

  it('stops reading a huge upload soon after the limit instead of taking it all in', async () => {
    const before = await snapshot();
    const huge = endlessUpload(PNG_SIGNATURE, 200 * 1024 * 1024);
    const res = await t.app.inject({
      method: 'POST',
      url: '/uc/upload/local/image?purpose=avatar',
      headers: { ...t.headers({ token: owner }), 'content-type': MULTIPART_TYPE },
      payload: huge.stream,
    });
    replies.push(res);
    expect(reply(res).code).toBe(ERRORS.IMAGE_TOO_LARGE.code);
    // 200 MB were on offer; the server took about its 2 MB limit plus buffers.
    expect(huge.pulled()).toBeLessThan(4 * 1024 * 1024);
    await expectNothingStored(before);
  });

  it('answers a missing file, an empty file, a wrong field and a bad purpose with codes', async () => {
    const before = await snapshot();
    const png = await solidPng();
    expect((await upload([{ field: 'purpose', value: 'avatar' }])).code).toBe(
      ERRORS.IMAGE_REQUIRED.code,
    );
    expect((await upload([filePart(Buffer.alloc(0))])).code).toBe(ERRORS.IMAGE_REQUIRED.code);
    expect((await upload([{ ...filePart(png), file: 'image' }])).code).toBe(
      ERRORS.IMAGE_REQUIRED.code,
    );
    expect((await upload([filePart(png)], owner, '?purpose=selfie')).code).toBe(
      ERRORS.FILE_PURPOSE_INVALID.code,
    );
    const json = await t.post('/uc/upload/local/image', { file: 'x' }, { token: owner });
    replies.push(json);
    expect(reply(json).code).toBe(ERRORS.UNSUPPORTED_MEDIA_TYPE.code);
    await expectNothingStored(before);
  });

  it('refuses a guest before reading the upload', async () => {
    const before = await snapshot();
    const res = await upload([filePart(await solidPng())], null);
    expect(res.code).toBe(ERRORS.NOT_LOGGED_IN.code);
    await expectNothingStored(before);
  });

  it('refuses a demo session: documents belong to the real account', async () => {
    const before = await snapshot();
    const entered = reply<{ token: string }>(await t.post('/uc/demo/enter', {}, { token: owner }));
    expect(entered.code, entered.message).toBe(0);
    const res = await upload([filePart(await solidPng())], entered.data.token);
    expect(res.code).toBe(ERRORS.DEMO_RESTRICTED.code);
    await expectNothingStored(before);
  });

  it('keeps multipart out of every other route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/uc/login',
      headers: { ...t.headers(), 'content-type': MULTIPART_TYPE },
      payload: multipartBody([{ field: 'username', value: 'someone' }]),
    });
    replies.push(res);
    expect(reply(res).code).toBe(ERRORS.UNSUPPORTED_MEDIA_TYPE.code);
  });
});

describe('POST /uc/upload/local/image: what is kept', () => {
  it('strips EXIF and GPS from a JPEG and serves a valid image to its owner', async () => {
    const photo = await jpegWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes(Buffer.from('TestCam'))).toBe(true);
    const res = await upload([filePart(photo, 'IMG_0001.JPG', 'image/jpeg')]);
    expect(res.code, res.message).toBe(0);
    expect(res.data).toMatchObject({ contentType: 'image/jpeg', width: 64, height: 48 });
    expect(res.data.id).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const served = await fetchFile(res.data.url, owner);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
    expect(served.rawPayload.length).toBe(res.data.size);
  });

  it('re-encodes a PNG polyglot so the appended HTML and script are gone', async () => {
    const payload = Buffer.from(
      '<html><body><script>alert(document.cookie)</script></body></html>',
    );
    const polyglot = Buffer.concat([await solidPng(), payload]);
    const res = await upload([filePart(polyglot)]);
    if (res.code !== 0) {
      expect(res.code).toBe(ERRORS.IMAGE_UPLOAD_FAILED.code);
      return;
    }
    const served = await fetchFile(res.data.url, owner);
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('<html'))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  it('turns a BMP and a GIF into PNG, pixels kept', async () => {
    const bmp = await upload([filePart(tinyBmp(), 'scan.bmp', 'image/bmp')]);
    expect(bmp.code, bmp.message).toBe(0);
    expect(bmp.data).toMatchObject({ contentType: 'image/png', width: 2, height: 2 });
    const pixels = await sharp((await fetchFile(bmp.data.url, owner)).rawPayload)
      .raw()
      .toBuffer();
    // Top-left red, top-right green, bottom-left blue (RGB, maybe with alpha).
    const channels = pixels.length / 4;
    expect([...pixels.subarray(0, 3)]).toEqual([255, 0, 0]);
    expect([...pixels.subarray(channels, channels + 3)]).toEqual([0, 255, 0]);

    const gif = await sharp({ create: { width: 10, height: 6, channels: 3, background: '#00f' } })
      .gif()
      .toBuffer();
    const res = await upload([filePart(gif, 'a.gif', 'image/gif')], owner, '?purpose=avatar');
    expect(res.code, res.message).toBe(0);
    expect(res.data).toMatchObject({ contentType: 'image/png', purpose: 'avatar', width: 10 });
  });

  it('stores only ciphertext: neither the image nor its magic bytes are on disk', async () => {
    const png = await solidPng(40, 40);
    const res = await upload([filePart(png)]);
    expect(res.code, res.message).toBe(0);
    const served = (await fetchFile(res.data.url, owner)).rawPayload;
    const blobs = (await filesUnder(dir)).filter((path) => path.endsWith(res.data.id));
    expect(blobs).toHaveLength(1);
    const blob = await readFile(blobs[0]!);
    expect(blob.includes(PNG_SIGNATURE)).toBe(false);
    expect(blob.includes(served.subarray(16, 48))).toBe(false);
    expect(blob.includes(Buffer.from('IHDR'))).toBe(false);
  });
});

describe('GET /uc/upload/file/:id', () => {
  it('serves the owner only; a stranger and an unknown id get the same not-found, a guest the session error', async () => {
    const res = await upload([filePart(await solidPng())]);
    expect(res.code, res.message).toBe(0);
    expect((await fetchFile(res.data.url, owner)).statusCode).toBe(200);

    const unknown = await fetchFile(`/uc/upload/file/${'A'.repeat(24)}`, stranger);
    const byStranger = await fetchFile(res.data.url, stranger);
    const byGuest = await fetchFile(res.data.url);
    const crafted = await fetchFile('/uc/upload/file/..%2F..%2Fetc%2Fpasswd', owner);
    // Signed out, every id gets the same answer: the session is checked before the id is read.
    expect(reply(byGuest).code).toBe(ERRORS.NOT_LOGGED_IN.code);
    for (const answer of [byStranger, crafted]) {
      expect(answer.statusCode).toBe(unknown.statusCode);
      expect(answer.body).toBe(unknown.body);
    }
    expect(reply(unknown)).toEqual({
      code: ERRORS.FILE_NOT_FOUND.code,
      message: 'File not found',
      data: null,
    });
  });
});

describe('replies', () => {
  it('are all envelopes', () => {
    expect(replies.length).toBeGreaterThan(10);
    for (const res of replies) {
      const body = reply(res);
      expect(Object.keys(body).sort()).toEqual(['code', 'data', 'message']);
      expect(typeof body.code).toBe('number');
      expect(typeof body.message).toBe('string');
    }
  });
});
