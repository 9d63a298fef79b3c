import {
  clientConfigSchema,
  ERROR_CODES,
  HEADER,
  LOGIN_AGAIN_CODES,
  PATHS,
  requestSign,
  type ClientConfig,
  type Locale,
} from '@exchange/contracts';
import type { Translate } from '../i18n/types';
import { ApiError, isApiError } from './errors';
import { httpStatusText } from './httpStatus';
import {
  exchange,
  exchangeFile,
  type Envelope,
  type Send,
  type TransportRequest,
} from './transport';
import { xhrSend, type ProgressListener } from './xhr';

/** Spec section 9: request timeout 10,000 ms. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Spec section 8: the network-error toast shows for 1 second. */
export const NETWORK_TOAST_MS = 1_000;
const SIGN_EXPIRED = ERROR_CODES.SIGN_EXPIRED;

/** Anything with zod's `safeParse`; the client checks every reply against its contract. */
export interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export interface Notifier {
  fail(text: string, durationMs?: number): void;
}

export interface ApiClientDeps {
  /** Site origin plus /uc, or a test double. */
  baseUrl: string;
  fetch: typeof fetch;
  /** Makes the XMLHttpRequest a multipart call is sent with (so that it reports progress). */
  xhr: () => XMLHttpRequest;
  nowMs: () => number;
  timeoutMs?: number;
  getToken: () => string | null;
  getLocale: () => Locale;
  clearSession: () => void;
  /** The full current path (pathname, search and hash), the redirect target after login. */
  currentPath: () => string;
  navigate: (to: string) => void;
  notify: Notifier;
  translate: Translate;
  loading: { begin: () => void; end: () => void };
}

export type QueryValue = string | number | boolean | undefined;

export interface RequestOptions {
  query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Sent as multipart instead of `body`, over XMLHttpRequest rather than
   * fetch: only it reports how much of the body has gone. The browser writes
   * the content type itself, with the boundary the parts are split on.
   */
  form?: FormData;
  /** With `form`: told the share of it sent so far, when the browser knows the total. */
  onProgress?: ProgressListener;
  /** Overrides the client's timeout for this call (uploads take longer). */
  timeoutMs?: number;
  /** Default true: the shared "loading" spinner shows while this call runs. */
  spinner?: boolean;
  /** Default true: failures are toasted. Login expiry always redirects. */
  toast?: boolean;
  /** Envelope codes the caller shows as a step of its own, never as a failure toast. */
  quietCodes?: readonly number[];
  signal?: AbortSignal;
  /**
   * Sent instead of the signed-in session's token: logging out of demo also
   * ends the real session kept aside. Never becomes the signed-in session.
   */
  token?: string;
}

type Method = 'GET' | 'POST';

/** One exchange read as the caller's value, or the envelope of a refusal. */
type Reader<T> = (
  send: Send,
  request: TransportRequest,
) => Promise<{ value: T } | { envelope: Envelope }>;

export interface ApiClient {
  get<T>(path: string, schema: Schema<T>, options?: RequestOptions): Promise<T>;
  post<T>(path: string, schema: Schema<T>, options?: RequestOptions): Promise<T>;
  /**
   * A file the server sends as bytes (an image read back with the session),
   * by GET, signed and failing like every other call.
   */
  file(path: string, options?: RequestOptions): Promise<Blob>;
  /** The public configuration, fetched once (unsigned) and shared. */
  config(): Promise<ClientConfig>;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let configPromise: Promise<ClientConfig> | null = null;
  // Server time minus device time, so signs use the server's clock and a
  // phone with a wrong clock is not refused as "signature expired".
  let clockOffsetMs = 0;

  function url(path: string, query?: RequestOptions['query']): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) params.set(key, String(value));
    }
    const search = params.toString();
    return `${deps.baseUrl}${path}${search ? `?${search}` : ''}`;
  }

  function report(error: ApiError, toast: boolean, sentToken: string | null): void {
    if (error.kind === 'login') {
      // A session that is no longer the signed-in one (switched to or from
      // demo, logged out, or a token passed by the caller) expired: that
      // says nothing about the current session, and nobody needs telling.
      if (sentToken !== deps.getToken()) return;
      deps.clearSession();
      const here = deps.currentPath();
      if (!here.startsWith('/login')) deps.navigate(`/login?redirect=${encodeURIComponent(here)}`);
    }
    if (!toast) return;
    if (error.kind === 'network') {
      deps.notify.fail(deps.translate('net.checkNetwork'), NETWORK_TOAST_MS);
    } else if (error.kind === 'http') {
      const status = error.code ?? 0;
      deps.notify.fail(deps.translate(httpStatusText(status), { status, url: error.message }));
    } else if (error.kind === 'business' || error.kind === 'login') {
      deps.notify.fail(error.message || deps.translate('net.systemError'));
    } else if (error.kind === 'malformed') {
      deps.notify.fail(deps.translate('net.systemError'));
    }
    // timeout and aborted are silent by design (spec section 8).
  }

  /** HTTP 401 and 403 without an envelope still mean "log in again" (spec section 8). */
  function normalise(error: unknown): ApiError {
    if (!isApiError(error)) return new ApiError('malformed', String(error));
    if (error.kind === 'http' && (error.code === 401 || error.code === 403)) {
      return new ApiError('login', deps.translate(httpStatusText(error.code)), error.code);
    }
    return error;
  }

  function failureOf(envelope: Envelope): ApiError {
    const kind = LOGIN_AGAIN_CODES.includes(envelope.code) ? 'login' : 'business';
    return new ApiError(kind, envelope.message, envelope.code, envelope.data ?? null);
  }

  function parse<T>(schema: Schema<T>, data: unknown): T {
    const result = schema.safeParse(data);
    if (!result.success) throw new ApiError('malformed', 'reply does not match its contract');
    return result.data;
  }

  async function fetchConfig(): Promise<ClientConfig> {
    const sentAtMs = deps.nowMs();
    const envelope = await exchange(deps.fetch, {
      url: url(PATHS.clientConfig),
      init: { method: 'GET', headers: { [HEADER.lang]: deps.getLocale() } },
      timeoutMs,
    });
    if (envelope.code !== 0) throw failureOf(envelope);
    const config = parse(clientConfigSchema, envelope.data);
    const midpointMs = Math.round((sentAtMs + deps.nowMs()) / 2);
    clockOffsetMs = config.serverTimeMs - midpointMs;
    return config;
  }

  function loadConfig(force: boolean): Promise<ClientConfig> {
    if (!force && configPromise) return configPromise;
    const pending = fetchConfig().catch((error: unknown) => {
      // A failed load is not cached: the next call tries again.
      if (configPromise === pending) configPromise = null;
      throw error;
    });
    configPromise = pending;
    return pending;
  }

  function headers(
    config: ClientConfig,
    hasBody: boolean,
    token: string | null,
  ): Record<string, string> {
    const timestampS = Math.floor((deps.nowMs() + clockOffsetMs) / 1000);
    const result: Record<string, string> = {
      [HEADER.sign]: requestSign(config.signSecret, timestampS),
      [HEADER.timestamp]: String(timestampS),
      [HEADER.lang]: deps.getLocale(),
    };
    if (token) result[HEADER.token] = token;
    if (hasBody) result['content-type'] = 'application/json';
    return result;
  }

  const jsonReader =
    <T>(schema: Schema<T>): Reader<T> =>
    async (send, request) => {
      const envelope = await exchange(send, request);
      return envelope.code === 0 ? { value: parse(schema, envelope.data) } : { envelope };
    };

  const fileReader: Reader<Blob> = async (send, request) => {
    const reply = await exchangeFile(send, request);
    if ('blob' in reply) return { value: reply.blob };
    // A file route answers success with the file, never with an envelope.
    if (reply.envelope.code === 0) throw new ApiError('malformed', 'expected a file');
    return reply;
  };

  async function attempt<T>(
    method: Method,
    path: string,
    read: Reader<T>,
    options: RequestOptions,
    token: string | null,
    retried: boolean,
  ): Promise<T> {
    const config = await loadConfig(false);
    const json = options.body !== undefined && options.form === undefined;
    const body = options.form ?? (json ? JSON.stringify(options.body) : undefined);
    const send = options.form ? xhrSend(deps.xhr, options.onProgress) : deps.fetch;
    const reply = await read(send, {
      url: url(path, options.query),
      init: {
        method,
        headers: headers(config, json, token),
        ...(body !== undefined ? { body } : {}),
      },
      timeoutMs: options.timeoutMs ?? timeoutMs,
      signal: options.signal,
    });
    if ('value' in reply) return reply.value;
    if (reply.envelope.code === SIGN_EXPIRED && !retried) {
      // The device clock drifted past the sign window: take the server's
      // time again and retry once. A second expiry is reported as usual.
      await loadConfig(true);
      return attempt(method, path, read, options, token, true);
    }
    throw failureOf(reply.envelope);
  }

  async function request<T>(
    method: Method,
    path: string,
    read: Reader<T>,
    options: RequestOptions = {},
  ): Promise<T> {
    const spinner = options.spinner ?? true;
    // Read once: the call belongs to the session that made it, even if the
    // session changes while the configuration loads.
    const token = options.token ?? deps.getToken();
    if (spinner) deps.loading.begin();
    try {
      return await attempt(method, path, read, options, token, false);
    } catch (error: unknown) {
      const failure = normalise(error);
      const quiet = failure.code !== null && (options.quietCodes ?? []).includes(failure.code);
      report(failure, (options.toast ?? true) && !quiet, token);
      throw failure;
    } finally {
      if (spinner) deps.loading.end();
    }
  }

  return {
    get: (path, schema, options) => request('GET', path, jsonReader(schema), options),
    post: (path, schema, options) => request('POST', path, jsonReader(schema), options),
    file: (path, options) => request('GET', path, fileReader, options),
    config: () => loadConfig(false),
  };
}
