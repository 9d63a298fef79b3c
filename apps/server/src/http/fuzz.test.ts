import { ADMIN_TOKEN_HEADER, PERMISSIONS, errorKeyForCode } from '@exchange/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../test/accounts.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { consoleOperator } from '../test/console.js';

/**
 * Every operation the OpenAPI document lists, called with hostile path
 * parameters, query values and bodies by a signed-in user (and, for the
 * console's API, a signed-in operator holding every permission). Whatever
 * comes in, the reply is an envelope with a catalogue code and never a 5xx.
 * Bounded: a fixed seed and a few cases per operation.
 */

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
}
interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: string }[];
  body: Schema | undefined;
}

/** Operations that end the caller's own session: fuzzed without it, so the rest keep theirs. */
const ENDS_SESSION = new Set(['/uc/logout', '/admin-api/auth/logout']);
const CASES_PER_OPERATION = 6;

let t: TestApp;
let operations: Operation[];
let userToken: string;
let operatorToken: string;

beforeAll(async () => {
  t = await createTestApp();
  userToken = (await registerAccount(t)).token;
  operatorToken = (await consoleOperator(t, PERMISSIONS)).token;
  const doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/uc/docs' })).body) as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { name: string; in: string }[];
          requestBody?: { content?: Record<string, { schema?: Schema }> };
        }
      >
    >;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
    })),
  );
});
afterAll(() => t.close());

/** Text that breaks naive code: NUL, overlong, numbers beyond every integer type, markup. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1.5',
    '1e9',
    '0x10',
    'NaN',
    'Infinity',
    'null',
    'a\u0000b',
    '\u0000',
    '9'.repeat(19),
    '18446744073709551617',
    '99999999999999999999999999999999',
    '9'.repeat(400),
    '<script>alert(1)</script>',
    "'; drop table app_user; --",
    '=HYPERLINK("x")',
    '../../etc/passwd',
    '\ud800',
    '%ff',
  ),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(null, true, -1, 0, 1.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, [], {}, [1, 2], {
    $gt: '',
  }),
  fc.integer().map((n) => n),
);

/** A body from the operation's schema: each known field present or not, with a hostile value. */
function hostileBody(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const fields = Object.keys(schema?.properties ?? {});
  if (fields.length === 0) return fc.oneof(fc.constant({}), hostileValue);
  return fc.oneof(
    { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...fields), hostileValue) },
    { weight: 1, arbitrary: hostileValue },
  );
}

function request(op: Operation) {
  const pathParams = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  return fc.record({
    path: fc
      .tuple(...pathParams.map(() => hostileText))
      .map((values) =>
        pathParams.reduce(
          (path, name, i) => path.replace(`{${name}}`, encodeURIComponent(String(values[i]))),
          op.path,
        ),
      ),
    query: queryParams.length
      ? fc.dictionary(fc.constantFrom(...queryParams), hostileText)
      : fc.constant({}),
    body: hostileBody(op.body),
  });
}

async function send(op: Operation, input: { path: string; query: object; body: unknown }) {
  const withSession = !ENDS_SESSION.has(op.path);
  const headers = op.path.startsWith('/admin-api')
    ? withSession
      ? { [ADMIN_TOKEN_HEADER]: operatorToken }
      : {}
    : t.headers(withSession ? { token: userToken } : {});
  const query = new URLSearchParams(input.query as Record<string, string>).toString();
  const url = query ? `${input.path}?${query}` : input.path;
  return t.app.inject({
    method: op.method as 'GET' | 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    ...(op.method === 'GET' ? {} : { payload: JSON.stringify(input.body ?? null) }),
  });
}

describe('every documented operation under hostile input', () => {
  it('answers with an envelope whose code is success or a catalogue error, never a 5xx', async () => {
    expect(operations.length).toBeGreaterThan(100);
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(request(op), async (input) => {
          const res = await send(op, input);
          const where = `${op.method} ${input.path} ${JSON.stringify(input.query)} ${JSON.stringify(input.body)}`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          // Success may be a document or a file; every refusal is an envelope.
          if (res.statusCode < 300 && !String(res.headers['content-type']).includes('json')) return;
          const body = JSON.parse(res.body) as {
            code?: unknown;
            message?: unknown;
            msg?: unknown;
            openapi?: string;
          };
          if (body.openapi) return;
          // The bot API speaks its own dialect: a refusal is {code: negative, msg}.
          if (input.path.startsWith('/api/v3/')) {
            if (res.statusCode < 300) return;
            expect(body.code, where).toBeLessThan(0);
            expect(typeof body.msg, where).toBe('string');
            return;
          }
          expect(typeof body.code, where).toBe('number');
          expect(typeof body.message, where).toBe('string');
          if (body.code !== 0) expect(errorKeyForCode(body.code as number), where).toBeDefined();
        }),
        { numRuns: CASES_PER_OPERATION, seed: 17, endOnFailure: true },
      );
    }
  });
});
