import { ERROR_CODES, requestSign } from '@exchange/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeXhrFactory, type FakeXhr } from '../test/fakeXhr';
import { createApiClient, type ApiClientDeps } from './client';
import { ApiError } from './errors';

const SECRET = 'test-secret';
const DEVICE_NOW_MS = 1_700_000_000_000;
// The server is a minute ahead of the device.
const SERVER_NOW_MS = DEVICE_NOW_MS + 60_000;

const anything = { safeParse: (data: unknown) => ({ success: true as const, data }) };

function envelope(code: number, data: unknown = null, message = ''): Response {
  return new Response(JSON.stringify({ code, message, data }), {
    status: code === 0 ? 200 : 400,
    headers: { 'content-type': 'application/json' },
  });
}

function configReply(serverTimeMs = SERVER_NOW_MS): Response {
  return envelope(0, {
    signSecret: SECRET,
    signWindowS: 300,
    serverTimeMs,
    customerServiceUrl: '',
    demoData: true,
    captchaEnabled: true,
    version: '0.1.0',
  });
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

interface Harness {
  deps: ApiClientDeps;
  calls: { url: string; headers: Record<string, string> }[];
  reply: (...handlers: Handler[]) => void;
  configs: () => number;
  /** The XMLHttpRequests multipart calls went out on, each answered through the same queue. */
  xhrs: FakeXhr[];
}

/**
 * A client whose fetch answers /public/config itself and other calls from a
 * queue; its XMLHttpRequests hand their requests to that same fetch.
 */
function harness(overrides: Partial<ApiClientDeps> = {}): Harness {
  const queue: Handler[] = [];
  const calls: Harness['calls'] = [];
  let configCount = 0;
  const serverTimes = [SERVER_NOW_MS, SERVER_NOW_MS + 5_000];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = { ...(init?.headers as Record<string, string>) };
    calls.push({ url, headers });
    if (url.startsWith('/uc/public/config')) {
      configCount += 1;
      return configReply(serverTimes[Math.min(configCount - 1, serverTimes.length - 1)]);
    }
    const next = queue.shift();
    if (!next) throw new Error(`unexpected call to ${url}`);
    return next(url, init ?? {});
  });
  const xhrs = fakeXhrFactory((input, init) => fetchFn(input, init));
  const deps: ApiClientDeps = {
    baseUrl: '/uc',
    fetch: fetchFn as typeof fetch,
    xhr: xhrs.create,
    nowMs: () => DEVICE_NOW_MS,
    getToken: () => 'token-123',
    getLocale: () => 'zh_CN',
    clearSession: vi.fn(),
    currentPath: () => '/funds?tab=spot#top',
    navigate: vi.fn(),
    notify: { fail: vi.fn() },
    translate: (key, params) => (params ? `${key} ${JSON.stringify(params)}` : key),
    loading: { begin: vi.fn(), end: vi.fn() },
    ...overrides,
  };
  return {
    deps,
    calls,
    reply: (...handlers) => queue.push(...handlers),
    configs: () => configCount,
    xhrs: xhrs.requests,
  };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('api client', () => {
  afterEach(() => vi.useRealTimers());

  it('signs with the server clock and sends token and language headers', async () => {
    const h = harness();
    h.reply(() => envelope(0, { ok: true }));
    const data = await createApiClient(h.deps).get('/member/currency', anything, {
      query: { pageNo: 2, skip: undefined },
    });
    expect(data).toEqual({ ok: true });
    const call = h.calls[1]!;
    const timestampS = Math.floor(SERVER_NOW_MS / 1000);
    expect(call.url).toBe('/uc/member/currency?pageNo=2');
    expect(call.headers.sign).toBe(requestSign(SECRET, timestampS));
    expect(call.headers.tissuepaper).toBe(String(timestampS));
    expect(call.headers['access-auth-token']).toBe('token-123');
    expect(call.headers.lang).toBe('zh_CN');
  });

  it('fetches the unsigned config only once and omits the token header without a session', async () => {
    const h = harness({ getToken: () => null });
    h.reply(
      () => envelope(0, 1),
      () => envelope(0, 2),
    );
    const client = createApiClient(h.deps);
    await client.get('/a', anything);
    await client.get('/b', anything);
    expect(h.configs()).toBe(1);
    expect(h.calls[0]!.headers.sign).toBeUndefined();
    expect(h.calls[1]!.headers['access-auth-token']).toBeUndefined();
  });

  it('drives the spinner counter unless the call is silent', async () => {
    const h = harness();
    h.reply(
      () => envelope(0),
      () => envelope(0),
    );
    const client = createApiClient(h.deps);
    await client.get('/a', anything);
    await client.get('/b', anything, { spinner: false });
    expect(h.deps.loading.begin).toHaveBeenCalledTimes(1);
    expect(h.deps.loading.end).toHaveBeenCalledTimes(1);
  });

  it('reads a file as bytes with the signed headers, and a refusal as any other failure', async () => {
    const h = harness();
    h.reply(
      () =>
        new Response(new Uint8Array([137, 80, 78, 71]), {
          status: 200,
          headers: { 'content-type': 'image/png' },
        }),
      () => envelope(ERROR_CODES.FILE_NOT_FOUND, null, 'File not found'),
    );
    const client = createApiClient(h.deps);
    const file = await client.file('/otc/order/file', { query: { orderId: 41, fileId: 'f1' } });
    expect(file.type).toBe('image/png');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([137, 80, 78, 71]);
    const call = h.calls[1]!;
    expect(call.url).toBe('/uc/otc/order/file?orderId=41&fileId=f1');
    expect(call.headers.sign).toBe(requestSign(SECRET, Math.floor(SERVER_NOW_MS / 1000)));
    expect(call.headers['access-auth-token']).toBe('token-123');

    const error = await rejection(client.file('/otc/order/file', { query: { fileId: 'x' } }));
    expect([error.kind, error.code]).toEqual(['business', ERROR_CODES.FILE_NOT_FOUND]);
    expect(h.deps.notify.fail).toHaveBeenCalledWith('File not found');
  });

  it('rejects a reply that breaks its contract with a system-error toast', async () => {
    const h = harness();
    h.reply(() => envelope(0, 'text'));
    const never = { safeParse: () => ({ success: false as const }) };
    const error = await rejection(createApiClient(h.deps).get('/a', never));
    expect(error.kind).toBe('malformed');
    expect(h.deps.notify.fail).toHaveBeenCalledWith('net.systemError');
  });

  it.each([401, 403, 3000, 4000])(
    'on login-again code %i clears the session and opens /login with the full path',
    async (code) => {
      const h = harness();
      h.reply(() => envelope(code, null, 'Please log in again'));
      const error = await rejection(createApiClient(h.deps).get('/asset/wallet', anything));
      expect(error.kind).toBe('login');
      expect(h.deps.clearSession).toHaveBeenCalledOnce();
      expect(h.deps.navigate).toHaveBeenCalledWith(
        `/login?redirect=${encodeURIComponent('/funds?tab=spot#top')}`,
      );
      expect(h.deps.notify.fail).toHaveBeenCalledWith('Please log in again');
    },
  );

  it('does not redirect to login again while already on /login', async () => {
    const h = harness({ currentPath: () => '/login?redirect=%2Ffunds' });
    h.reply(() => envelope(401, null, 'Unauthorized'));
    await rejection(createApiClient(h.deps).get('/a', anything));
    expect(h.deps.clearSession).toHaveBeenCalledOnce();
    expect(h.deps.navigate).not.toHaveBeenCalled();
  });

  it('ignores the login expiry of a session that is no longer signed in', async () => {
    let token = 'demo-token';
    const h = harness({ getToken: () => token });
    h.reply(() => {
      // The user left demo while this call was on its way.
      token = 'real-token';
      return envelope(4000, null, 'Please log in again');
    });
    const error = await rejection(createApiClient(h.deps).get('/asset/wallet', anything));
    expect(error.kind).toBe('login');
    expect(h.calls[1]!.headers['access-auth-token']).toBe('demo-token');
    expect(h.deps.clearSession).not.toHaveBeenCalled();
    expect(h.deps.navigate).not.toHaveBeenCalled();
    expect(h.deps.notify.fail).not.toHaveBeenCalled();
  });

  it("sends a caller's token instead of the session's, without touching the session", async () => {
    const h = harness();
    h.reply(() => envelope(4000, null, 'Please log in again'));
    await rejection(createApiClient(h.deps).get('/logout', anything, { token: 'kept-aside' }));
    expect(h.calls[1]!.headers['access-auth-token']).toBe('kept-aside');
    expect(h.deps.clearSession).not.toHaveBeenCalled();
  });

  it("toasts the server's translated message for other codes", async () => {
    const h = harness();
    h.reply(() => envelope(10000, null, '参数错误：pageNo'));
    const error = await rejection(createApiClient(h.deps).get('/a', anything));
    expect(error).toMatchObject({ kind: 'business', code: 10000, message: '参数错误：pageNo' });
    expect(h.deps.notify.fail).toHaveBeenCalledWith('参数错误：pageNo');
    expect(h.deps.clearSession).not.toHaveBeenCalled();
  });

  it('keeps quiet when the caller turns toasts off', async () => {
    const h = harness();
    h.reply(() => envelope(10000, null, 'nope'));
    await rejection(createApiClient(h.deps).get('/a', anything, { toast: false }));
    expect(h.deps.notify.fail).not.toHaveBeenCalled();
  });

  it('rejects a timeout after 10 s silently', async () => {
    vi.useFakeTimers();
    const h = harness();
    h.reply(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = rejection(createApiClient(h.deps).get('/slow', anything));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(h.deps.loading.end).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(h.deps.notify.fail).not.toHaveBeenCalled();
    expect(h.deps.loading.end).toHaveBeenCalledOnce();
  });

  describe('a multipart call', () => {
    function form(): FormData {
      const result = new FormData();
      result.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
      return result;
    }

    /** Queues a reply the test gives later; aborting the request rejects it, as fetch does. */
    function held(h: Harness): (response: Response) => void {
      let answer: (response: Response) => void = () => undefined;
      h.reply(
        (_url, init) =>
          new Promise<Response>((resolve, reject) => {
            answer = resolve;
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      );
      return (response) => answer(response);
    }

    it('goes over XMLHttpRequest, signed like any call, leaving the content type to the browser', async () => {
      const h = harness();
      h.reply(
        () => envelope(0, { id: 'file-1' }),
        () => envelope(0, 'json'),
      );
      const client = createApiClient(h.deps);
      const body = form();
      const data = await client.post('/upload', anything, {
        form: body,
        query: { purpose: 'identity' },
      });
      expect(data).toEqual({ id: 'file-1' });
      const timestampS = Math.floor(SERVER_NOW_MS / 1000);
      expect(h.xhrs).toHaveLength(1);
      expect(h.xhrs[0]).toMatchObject({
        method: 'POST',
        url: '/uc/upload?purpose=identity',
        body,
        headers: {
          sign: requestSign(SECRET, timestampS),
          tissuepaper: String(timestampS),
          lang: 'zh_CN',
          'access-auth-token': 'token-123',
        },
      });
      expect(h.xhrs[0]!.headers['content-type']).toBeUndefined();
      // A JSON call still goes over fetch.
      await client.post('/b', anything, { body: { a: 1 } });
      expect(h.xhrs).toHaveLength(1);
    });

    it('reports the share sent when the browser knows the total, and nothing otherwise', async () => {
      const h = harness();
      const answer = held(h);
      const onProgress = vi.fn();
      const pending = createApiClient(h.deps).post('/upload', anything, {
        form: form(),
        onProgress,
      });
      await vi.waitFor(() => expect(h.xhrs).toHaveLength(1));
      const xhr = h.xhrs[0]!;
      xhr.progress(0, 0, false);
      xhr.progress(300, 1000);
      xhr.progress(600, 1000, false);
      xhr.progress(1000, 1000);
      expect(onProgress.mock.calls).toEqual([[0.3], [1]]);
      answer(envelope(0, 'stored'));
      expect(await pending).toBe('stored');
    });

    it('gives up at its own timeout, aborting the request, without a toast', async () => {
      vi.useFakeTimers();
      const h = harness();
      held(h);
      const pending = rejection(
        createApiClient(h.deps).post('/upload', anything, { form: form(), timeoutMs: 15_000 }),
      );
      await vi.advanceTimersByTimeAsync(14_999);
      expect(h.xhrs[0]!.outcome).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).kind).toBe('timeout');
      expect(h.xhrs[0]!.outcome).toBe('abort');
      expect(h.deps.notify.fail).not.toHaveBeenCalled();
    });

    it('is cancelled by its signal, silently', async () => {
      const h = harness();
      held(h);
      const controller = new AbortController();
      const pending = rejection(
        createApiClient(h.deps).post('/upload', anything, {
          form: form(),
          signal: controller.signal,
        }),
      );
      await vi.waitFor(() => expect(h.xhrs).toHaveLength(1));
      controller.abort();
      expect((await pending).kind).toBe('aborted');
      expect(h.xhrs[0]!.outcome).toBe('abort');
      expect(h.deps.notify.fail).not.toHaveBeenCalled();
    });

    it('turns a refusal into a toasted ApiError, like any call', async () => {
      const h = harness();
      h.reply(() => envelope(ERROR_CODES.IMAGE_TOO_LARGE, null, 'The file is too large'));
      const error = await rejection(
        createApiClient(h.deps).post('/upload', anything, { form: form() }),
      );
      expect(error).toMatchObject({
        kind: 'business',
        code: ERROR_CODES.IMAGE_TOO_LARGE,
        message: 'The file is too large',
      });
      expect(h.deps.notify.fail).toHaveBeenCalledWith('The file is too large');
    });

    it('shows the network toast when the request gets no answer', async () => {
      const h = harness();
      h.reply(() => Promise.reject(new TypeError('Failed to fetch')));
      const error = await rejection(
        createApiClient(h.deps).post('/upload', anything, { form: form() }),
      );
      expect(error.kind).toBe('network');
      expect(h.xhrs[0]!.outcome).toBe('error');
      expect(h.deps.notify.fail).toHaveBeenCalledWith('net.checkNetwork', 1_000);
    });

    it('sends the form again, on a fresh request, when the sign expired', async () => {
      const h = harness();
      h.reply(
        () => envelope(10010, null, 'Request signature expired'),
        () => envelope(0, 'stored'),
      );
      const body = form();
      const data = await createApiClient(h.deps).post('/upload', anything, { form: body });
      expect(data).toBe('stored');
      expect(h.xhrs.map((xhr) => xhr.body)).toEqual([body, body]);
      expect(h.deps.notify.fail).not.toHaveBeenCalled();
    });
  });

  it('shows a network-error toast for 1 second', async () => {
    const h = harness();
    h.reply(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(createApiClient(h.deps).get('/a', anything));
    expect(error.kind).toBe('network');
    expect(h.deps.notify.fail).toHaveBeenCalledWith('net.checkNetwork', 1_000);
  });

  it('maps a non-envelope HTTP failure to its status text', async () => {
    const h = harness();
    h.reply(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await rejection(createApiClient(h.deps).get('/a', anything));
    expect(error).toMatchObject({ kind: 'http', code: 502 });
    expect(h.deps.notify.fail).toHaveBeenCalledWith(expect.stringMatching(/^http\.badGateway/));
  });

  it('reports an unknown HTTP status as uncaptured, and a bare 401 as login-again', async () => {
    const h = harness();
    h.reply(
      () => new Response('teapot', { status: 418 }),
      () => new Response('', { status: 401 }),
    );
    const client = createApiClient(h.deps);
    await rejection(client.get('/a', anything));
    expect(h.deps.notify.fail).toHaveBeenCalledWith(
      expect.stringMatching(/^http\.uncaptured.*418/),
    );
    const login = await rejection(client.get('/b', anything));
    expect(login.kind).toBe('login');
    expect(h.deps.clearSession).toHaveBeenCalledOnce();
  });

  it('on 10010 resyncs the clock from /public/config and retries once', async () => {
    const h = harness();
    h.reply(
      () => envelope(10010, null, 'Request signature expired'),
      () => envelope(0, 'fresh'),
    );
    const data = await createApiClient(h.deps).get('/a', anything);
    expect(data).toBe('fresh');
    expect(h.configs()).toBe(2);
    const retried = h.calls[3]!;
    const resyncedS = Math.floor((SERVER_NOW_MS + 5_000) / 1000);
    expect(retried.headers.tissuepaper).toBe(String(resyncedS));
    expect(retried.headers.sign).toBe(requestSign(SECRET, resyncedS));
    expect(h.deps.notify.fail).not.toHaveBeenCalled();
  });

  it('reports a second 10010 instead of retrying forever', async () => {
    const h = harness();
    h.reply(
      () => envelope(10010, null, 'expired'),
      () => envelope(10010, null, 'expired'),
    );
    const error = await rejection(createApiClient(h.deps).get('/a', anything));
    expect(error.code).toBe(10010);
    expect(h.deps.notify.fail).toHaveBeenCalledWith('expired');
  });

  describe('when the config cannot be loaded', () => {
    let h: Harness;
    beforeEach(() => {
      h = harness({
        fetch: vi.fn(() => Promise.reject(new TypeError('offline'))) as typeof fetch,
      });
    });

    it('fails the call with a network toast and tries again next time', async () => {
      const client = createApiClient(h.deps);
      expect((await rejection(client.get('/a', anything))).kind).toBe('network');
      expect((await rejection(client.get('/a', anything))).kind).toBe('network');
      expect(h.deps.fetch).toHaveBeenCalledTimes(2);
    });
  });
});
