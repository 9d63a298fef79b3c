import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStatic, sendPage } from './static.js';

const precompress = fileURLToPath(new URL('../../../../scripts/precompress.mjs', import.meta.url));
const script = `console.log(${JSON.stringify('a built app '.repeat(400))});`;
// Big enough to be worth compressing, as the real page with its inline shell is.
const page = `<!doctype html><title>app</title><style>${'.shell{color:red}'.repeat(100)}</style>`;
let root: string;
const app = Fastify();

beforeAll(async () => {
  // A built app as the web build leaves it: index.html and a hashed asset, precompressed.
  root = mkdtempSync(join(tmpdir(), 'static-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), page);
  writeFileSync(join(root, 'assets', 'app-3f2a1b.js'), script);
  execFileSync(process.execPath, [precompress, root]);
  const pageFor = await registerStatic(app, { web: root });
  // As the app's not-found handler does: an app path the router decides gets the page.
  app.setNotFoundHandler((request, reply) => {
    const found = pageFor(request.url);
    return found ? sendPage(request, reply, found) : reply.code(404).send();
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the built apps', () => {
  it('are sent as brotli or gzip when the client accepts it, compressed once at build', async () => {
    const br = await app.inject({
      url: '/assets/app-3f2a1b.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({
      url: '/assets/app-3f2a1b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/app-3f2a1b.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('cache hashed assets for a year and the page itself never', async () => {
    const asset = await app.inject({ url: '/assets/app-3f2a1b.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('send the page itself compressed too, at its root and at any app path', async () => {
    for (const url of ['/', '/trade/BTC_USDT']) {
      const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);
      const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gunzipSync(gz.rawPayload).toString()).toBe(page);
      const plain = await app.inject({ url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(page);
    }
  });
});
