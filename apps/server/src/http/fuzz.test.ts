import { errorKeyForCode } from '@exchange/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
let paths: string[];
beforeAll(async () => {
  t = await createTestApp();
  const doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/uc/docs' })).body) as {
    paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
  };
  paths = Object.keys(doc.paths);
});
afterAll(() => t.close());

const hostile = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    '-1',
    '0',
    '1.5',
    '1e9',
    'NaN',
    'null',
    '[]',
    '{}',
    '%00',
    '9'.repeat(400),
    '<script>',
  ),
  fc.integer().map(String),
);

describe('every documented route under hostile input', () => {
  it('answers with an envelope whose code is success or a catalogue error, never a 500', async () => {
    expect(paths.length).toBeGreaterThan(5);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.dictionary(fc.constantFrom('id', 'pageNo', 'pageSize', 'slug', 'symbol', 'x'), hostile, {
          maxKeys: 4,
        }),
        async (path, query) => {
          const res = await t.get(path, query);
          const body = JSON.parse(res.body) as {
            code?: number;
            message?: string;
            openapi?: string;
          };
          if (body.openapi) return;
          expect(res.statusCode).toBeLessThan(500);
          expect(typeof body.code).toBe('number');
          expect(typeof body.message).toBe('string');
          if (body.code !== 0) expect(errorKeyForCode(body.code ?? -1)).toBeDefined();
        },
      ),
      { numRuns: 300 },
    );
  });
});
