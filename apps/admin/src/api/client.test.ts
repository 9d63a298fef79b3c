import { adminUserSchema, ERRORS } from '@exchange/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, nullSchema, pathOf } from './client';
import { ApiError, SESSION_INVALID_CODE } from './errors';
import { createSessionStore, TOKEN_KEY } from '../state/session';

const USER = {
  id: 7,
  uid: '10000007',
  username: 'bob',
  email: null,
  phone: null,
  status: 'active',
  isDemo: false,
  googleBound: true,
  createdAt: 1,
};

function reply(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status });
}

function setup(answer: () => Response | Promise<Response>, token: string | null = 'tok-1') {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer());
  if (token) window.localStorage.setItem(TOKEN_KEY, token);
  const session = createSessionStore(window.localStorage);
  const client = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: session.get,
    getLocale: () => 'zh_CN',
    onSessionInvalid: () => session.set(null),
  });
  return { fetch, session, client };
}

describe('the API client', () => {
  it('unwraps the envelope, checked against the contract', async () => {
    const { client } = setup(() => reply({ code: 0, message: 'success', data: USER }));
    await expect(client.get('/users/7', adminUserSchema)).resolves.toMatchObject({
      uid: '10000007',
    });
  });

  it('sends the operator token, the language and the query; POSTs JSON', async () => {
    const { client, fetch } = setup(() => reply({ code: 0, message: '', data: null }));
    await client.get('/withdrawals', nullSchema, {
      query: { status: 'applied', pageNo: 2, q: '' },
    });
    await client.post(pathOf('/withdrawals/:id/reject', { id: 7 }), nullSchema, { reason: 'x' });
    const [getUrl, getInit] = fetch.mock.calls[0] ?? [];
    expect(getUrl).toBe('/admin-api/withdrawals?status=applied&pageNo=2');
    const getHeaders = new Headers(getInit?.headers);
    expect(getHeaders.get('x-admin-token')).toBe('tok-1');
    expect(getHeaders.get('lang')).toBe('zh_CN');
    const [postUrl, postInit] = fetch.mock.calls[1] ?? [];
    expect(postUrl).toBe('/admin-api/withdrawals/7/reject');
    expect(postInit?.method).toBe('POST');
    expect(new Headers(postInit?.headers).get('content-type')).toBe('application/json');
    expect(postInit?.body).toBe('{"reason":"x"}');
  });

  it('sends {} for a POST without a body and no token header when signed out', async () => {
    const { client, fetch } = setup(() => reply({ code: 0, message: '', data: null }), null);
    await client.post('/withdrawals/7/approve', nullSchema);
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe('{}');
    expect(new Headers(init?.headers).has('x-admin-token')).toBe(false);
  });

  it('uploads a form as multipart: the form as it is, no JSON content type', async () => {
    const { client, fetch } = setup(() => reply({ code: 0, message: '', data: null }));
    const form = new FormData();
    form.append('file', new File(['x'], 'a.png', { type: 'image/png' }));
    await client.upload('/support/conversations/7/upload', nullSchema, form);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/admin-api/support/conversations/7/upload');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    const headers = new Headers(init?.headers);
    // The browser writes the multipart type with its boundary.
    expect(headers.has('content-type')).toBe(false);
    expect(headers.get('x-admin-token')).toBe('tok-1');
    expect(headers.get('lang')).toBe('zh_CN');
  });

  it('turns a nonzero code into a business error with the server message', async () => {
    const { client, session } = setup(() =>
      reply(
        {
          code: ERRORS.MAKER_CHECKER_SAME_OPERATOR.code,
          message: 'A second operator…',
          data: null,
        },
        403,
      ),
    );
    const error = await client.post('/adjustments/1/approve', nullSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', code: 18011, message: 'A second operator…' });
    expect(session.get()).toBe('tok-1');
  });

  it('drops the session on 18002 (OPERATOR_SESSION_INVALID)', async () => {
    expect(SESSION_INVALID_CODE).toBe(ERRORS.OPERATOR_SESSION_INVALID.code);
    const { client, session } = setup(() =>
      reply({ code: 18002, message: 'Operator session missing or expired', data: null }, 401),
    );
    await expect(client.get('/auth/me', nullSchema)).rejects.toMatchObject({ kind: 'session' });
    expect(session.get()).toBeNull();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keeps a newer session when an older token is refused', async () => {
    let finish: (r: Response) => void = () => undefined;
    const { client, session } = setup(() => new Promise<Response>((resolve) => (finish = resolve)));
    const pending = client.get('/auth/me', nullSchema).catch(() => undefined);
    session.set('tok-2');
    finish(reply({ code: 18002, message: 'gone', data: null }, 401));
    await pending;
    expect(session.get()).toBe('tok-2');
  });

  it('tells network failures, non-envelope answers and contract mismatches apart', async () => {
    const down = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(down.client.get('/x', nullSchema)).rejects.toMatchObject({ kind: 'network' });
    const proxy = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(proxy.client.get('/x', nullSchema)).rejects.toMatchObject({
      kind: 'http',
      code: 502,
    });
    const odd = setup(() => reply({ code: 0, message: '', data: { id: 'seven' } }));
    await expect(odd.client.get('/x', adminUserSchema)).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  it('reads a file as it is, with the token, and its refusal as an envelope', async () => {
    const image = () =>
      new Response(new Uint8Array([0x89, 0x50]), { headers: { 'content-type': 'image/png' } });
    const { client, fetch } = setup(image);
    const blob = await client.blob('/identity/applications/5/documents/selfie');
    expect([blob.type, blob.size]).toEqual(['image/png', 2]);
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('x-admin-token')).toBe('tok-1');
    expect(headers.get('accept')).toContain('image/');

    const refused = setup(
      () =>
        new Response(JSON.stringify({ code: 24006, message: 'Not found', data: null }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await expect(refused.client.blob('/x')).rejects.toMatchObject({
      kind: 'business',
      code: 24006,
    });
    const gone = setup(() =>
      reply({ code: 18002, message: 'Operator session missing or expired', data: null }, 401),
    );
    await expect(gone.client.blob('/x')).rejects.toMatchObject({ kind: 'session' });
    expect(gone.session.get()).toBeNull();
  });

  it('downloads a JSON file as it is, and tells a refusal by its envelope', async () => {
    const file = { appeal: { id: 3 }, records: [] };
    const { client, fetch } = setup(
      () => new Response(JSON.stringify(file), { headers: { 'content-type': 'application/json' } }),
    );
    const blob = await client.download('/p2p/appeals/3/export');
    expect(JSON.parse(await blob.text())).toEqual(file);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('x-admin-token')).toBe('tok-1');

    const refused = setup(() =>
      reply(
        { code: 25005, message: 'The order is not in a state that allows this', data: null },
        409,
      ),
    );
    await expect(refused.client.download('/x')).rejects.toMatchObject({
      kind: 'business',
      code: 25005,
    });
    // An envelope with code 0 where a file was due is nothing to save.
    const odd = setup(() => reply({ code: 0, message: 'success', data: null }));
    await expect(odd.client.download('/x')).rejects.toMatchObject({ kind: 'malformed' });
    const broken = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(broken.client.download('/x')).rejects.toMatchObject({ kind: 'http', code: 502 });
  });
});
