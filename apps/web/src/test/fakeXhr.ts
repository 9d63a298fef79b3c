import { vi } from 'vitest';

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/**
 * An XMLHttpRequest that hands its request to fetch, so the fetch stubs the
 * tests already use (the fake servers) answer uploads too, while the code
 * under test still goes through its XMLHttpRequest path. It has only what
 * that path uses. No upload progress is invented: a test reports it with
 * `progress`, as a browser would while the body goes out.
 */
export class FakeXhr {
  method = '';
  url = '';
  readonly headers: Record<string, string> = {};
  body: Document | XMLHttpRequestBodyInit | null = null;
  status = 0;
  responseText = '';
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  /** Set once the request has ended: answered, failed or aborted. */
  outcome: 'load' | 'error' | 'abort' | null = null;
  private readonly controller = new AbortController();

  constructor(private readonly fetchFn: Fetch = (input, init) => globalThis.fetch(input, init)) {}

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: Document | XMLHttpRequestBodyInit | null = null): void {
    this.body = body;
    const init: RequestInit = {
      method: this.method,
      headers: this.headers,
      signal: this.controller.signal,
      ...(body === null || body instanceof Document ? {} : { body }),
    };
    this.fetchFn(this.url, init)
      .then(async (response) => {
        const text = await response.text();
        if (this.outcome) return;
        this.status = response.status;
        this.responseText = text;
        this.end('load');
      })
      .catch(() => {
        if (!this.outcome) this.end('error');
      });
  }

  /** Like a browser's: ends a request still under way at once, and is ignored after. */
  abort(): void {
    if (this.outcome) return;
    this.controller.abort();
    this.end('abort');
  }

  /** Reports `loaded` of `total` bytes sent, as `xhr.upload` does. */
  progress(loaded: number, total: number, lengthComputable = true): void {
    this.upload.onprogress?.(new ProgressEvent('progress', { loaded, total, lengthComputable }));
  }

  private end(outcome: 'load' | 'error' | 'abort'): void {
    this.outcome = outcome;
    if (outcome === 'load') this.onload?.();
    else if (outcome === 'error') this.onerror?.();
    else this.onabort?.();
  }
}

/** A factory for a client's `xhr` dependency, recording every request it makes. */
export function fakeXhrFactory(fetchFn?: Fetch) {
  const requests: FakeXhr[] = [];
  const create = () => {
    const xhr = new FakeXhr(fetchFn);
    requests.push(xhr);
    return xhr as unknown as XMLHttpRequest;
  };
  return { create, requests, latest: () => requests.at(-1) };
}

/**
 * Puts FakeXhr in place of the browser's XMLHttpRequest (jsdom's would try
 * the network), answering through whatever fetch is stubbed at send time.
 */
export function installFakeXhr() {
  const requests: FakeXhr[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      constructor() {
        super();
        requests.push(this);
      }
    },
  );
  return { requests, latest: () => requests.at(-1) };
}
