import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { CreatedApiKey } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reply } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { botOwner, fundedBot, storedStepUp } from '../../../test/botapi.js';
import { createLedger } from '../../ledger/index.js';
import { deposit } from '../../ledger/ledger.test-support.js';
import { SHELL_ED25519, SHELL_ED25519_KEYS, SHELL_HMAC } from './examples.js';

const run = promisify(execFile);
/** The shell examples need openssl, curl and jq: CI installs them; elsewhere they run when present. */
const hasTools = ['openssl', 'curl', 'jq'].every(
  (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0,
);
const shellIt = it.runIf(hasTools || process.env['CI'] === 'true');
let t: TestApp;
let base: string;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  dir = mkdtempSync(join(tmpdir(), 'bot-docs-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

/** Runs an example as printed, its placeholders filled in, in `dir`. */
async function shell(example: string, values: Record<string, string>): Promise<string> {
  let script = example.replace("BASE='https://your-exchange.example'", `BASE='${base}'`);
  for (const [name, value] of Object.entries(values))
    script = script.replace(
      `${name}='your ${name === 'SECRET' ? 'secret' : 'API key'}'`,
      `${name}='${value}'`,
    );
  expect(script).not.toContain('your-exchange.example');
  t.clock.set(Date.now());
  const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', script], { cwd: dir });
  return stdout;
}

describe('the bot developers’ page', () => {
  it('is served in English and Chinese, with no script', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/html');
    expect(en.body).toContain('<h1>Bot API</h1>');
    expect(en.body).toContain('X-MBX-APIKEY');
    expect(en.body).not.toMatch(/<script/i);
    const zh = await t.app.inject({ method: 'GET', url: '/api/docs?lang=zh' });
    expect(zh.body).toContain('<h1>机器人 API</h1>');
    expect(zh.body).toContain('lang="zh-CN"');
  });

  shellIt('runs its HMAC shell example as printed', async () => {
    t.clock.set(Date.now());
    const key = await fundedBot(t);
    const out = JSON.parse(
      await shell(SHELL_HMAC, { API_KEY: key.apiKey, SECRET: key.secret }),
    ) as Record<string, unknown>;
    expect(out).toMatchObject({ symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', status: 'NEW' });
  });

  shellIt('runs its Ed25519 shell examples as printed', async () => {
    t.clock.set(Date.now());
    await shell(SHELL_ED25519_KEYS, {});
    const owner = await botOwner(t);
    await deposit(
      createLedger(t.database.db, t.clock),
      `docs-${owner.member.id}`,
      owner.member.id,
      '25',
    );
    const created = reply<CreatedApiKey>(
      await t.post(
        '/uc/apiKeys/create',
        {
          label: 'docs',
          kind: 'ed25519',
          publicKey: readFileSync(join(dir, 'public.pem'), 'utf8'),
          stepUpToken: await storedStepUp(t, owner.member.id),
        },
        { token: owner.token },
      ),
    );
    expect(created.code, created.message).toBe(0);
    const out = JSON.parse(await shell(SHELL_ED25519, { API_KEY: created.data.key.apiKey })) as {
      balances: { asset: string; free: string }[];
    };
    expect(out.balances).toContainEqual(expect.objectContaining({ asset: 'USDT', free: '25' }));
  });

  it('serves the OpenAPI document of the bot API alone', async () => {
    const doc = JSON.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v3/openapi.json' })).body,
    ) as {
      paths: Record<string, Record<string, { summary?: string; description?: string }>>;
    };
    const paths = Object.keys(doc.paths);
    expect(paths.every((p) => p.startsWith('/api/v3/'))).toBe(true);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v3/order', '/api/v3/depth', '/api/v3/userDataStream']),
    );
    expect(doc.paths['/api/v3/order']?.['post']?.description).toContain('Security: TRADE');
  });
});
