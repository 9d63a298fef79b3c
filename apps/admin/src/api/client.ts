import { ADMIN_API_BASE, ADMIN_TOKEN_HEADER, HEADER, type Locale } from '@exchange/contracts';
import { ApiError, SESSION_INVALID_CODE } from './errors';

/** Anything with zod's `safeParse`: every reply is checked against its contract. */
export interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** The data of a schema, without naming zod: `Output<typeof adminUserSchema>`. */
export type Output<S extends { parse(data: unknown): unknown }> = ReturnType<S['parse']>;

/** For routes whose data is a plain array of one contract's items (operators, coins). */
export function listOf<T>(item: Schema<T>): Schema<T[]> {
  return {
    safeParse(data) {
      if (!Array.isArray(data)) return { success: false };
      const list: T[] = [];
      for (const entry of data) {
        const parsed = item.safeParse(entry);
        if (!parsed.success) return { success: false };
        list.push(parsed.data);
      }
      return { success: true, data: list };
    },
  };
}

/** For routes whose data is null (approve, delete, logout). */
export const nullSchema: Schema<null> = {
  safeParse: (data) => (data === null ? { success: true, data: null } : { success: false }),
};

export type QueryValue = string | number | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

export interface ApiClientDeps {
  fetch: typeof fetch;
  /** Defaults to ADMIN_API_BASE; the dev server proxies it. */
  baseUrl?: string;
  getToken: () => string | null;
  getLocale: () => Locale;
  /** Called when the server says the console session is gone (code 18002). */
  onSessionInvalid: () => void;
}

export interface RequestOptions {
  query?: QueryParams;
  signal?: AbortSignal;
}

export interface ApiClient {
  get<T>(path: string, schema: Schema<T>, options?: RequestOptions): Promise<T>;
  /** POSTs `body` as JSON; routes without a body get `{}`, which every route accepts. */
  post<T>(path: string, schema: Schema<T>, body?: unknown, options?: RequestOptions): Promise<T>;
  /**
   * POSTs `form` as multipart/form-data (a file to upload); the browser sets
   * the content type with its boundary. The answer is an envelope as for `post`.
   */
  upload<T>(path: string, schema: Schema<T>, form: FormData, options?: RequestOptions): Promise<T>;
  /**
   * GETs a file the server sends as it is (a document photo), not in an
   * envelope; a refusal still comes as an envelope, with an HTTP error status.
   */
  blob(path: string, options?: RequestOptions): Promise<Blob>;
  /**
   * GETs a file to save (a case file's JSON export): any 2xx answer that is
   * not an envelope is the file, whatever its type; a refusal is an envelope.
   */
  download(path: string, options?: RequestOptions): Promise<Blob>;
}

interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.code === 'number' && typeof record.message === 'string';
}

/** Fills `:name` segments of an ADMIN_PATHS entry: `pathOf('/users/:id', { id: 7 })`. */
export function pathOf(
  template: string,
  params: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/:(\w+)/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : encodeURIComponent(String(value));
  });
}

export function queryString(query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The only caller of the console API. It sends the operator token and the
 * language, unwraps the envelope, checks the data against the contract and
 * turns every failure into one `ApiError`. Showing the failure is the
 * caller's business (the query client's error handler does it once for all).
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const baseUrl = deps.baseUrl ?? ADMIN_API_BASE;

  /** What a POST carries: JSON (the default), or a multipart form (`upload`). */
  interface Payload {
    readonly json?: unknown;
    readonly form?: FormData;
  }

  interface Sent {
    readonly response: Response;
    readonly token: string | null;
    readonly locale: Locale;
  }

  async function request(
    method: 'GET' | 'POST',
    path: string,
    accept: string,
    payload: Payload,
    options: RequestOptions,
  ): Promise<Sent> {
    const token = deps.getToken();
    // The server answers in this language, even if the console switches before the answer comes.
    const locale = deps.getLocale();
    const headers: Record<string, string> = { accept, [HEADER.lang]: locale };
    if (token) headers[ADMIN_TOKEN_HEADER] = token;
    // A form goes as it is: the browser writes its multipart content type and boundary.
    if (method === 'POST' && !payload.form) headers['content-type'] = 'application/json';
    try {
      const response = await deps.fetch(`${baseUrl}${path}${queryString(options.query)}`, {
        method,
        headers,
        ...(method === 'POST' ? { body: payload.form ?? JSON.stringify(payload.json ?? {}) } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      return { response, token, locale };
    } catch (error) {
      // An abort is the caller's own doing; react-query expects it back as is.
      if (options.signal?.aborted) throw error;
      throw new ApiError('network', error instanceof Error ? error.message : String(error));
    }
  }

  /** The envelope's data, or the one `ApiError` for whatever went wrong. */
  async function unwrap(sent: Sent): Promise<unknown> {
    const { response, token, locale } = sent;
    // Failures carry an envelope too (with HTTP 4xx), so the body decides, not the status.
    const payload: unknown = await response.json().catch(() => undefined);
    if (!isEnvelope(payload)) throw new ApiError('http', response.statusText, response.status);
    if (payload.code === SESSION_INVALID_CODE) {
      // Only the session that was used is gone: a newer sign-in stays.
      if (token !== null && deps.getToken() === token) deps.onSessionInvalid();
      throw new ApiError('session', payload.message, payload.code, locale);
    }
    if (payload.code !== 0) throw new ApiError('business', payload.message, payload.code, locale);
    return payload.data;
  }

  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: Schema<T>,
    payload: Payload,
    options: RequestOptions,
  ): Promise<T> {
    const data = await unwrap(await request(method, path, 'application/json', payload, options));
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new ApiError('malformed', `${method} ${path}`);
    return parsed.data;
  }

  async function blob(path: string, options: RequestOptions): Promise<Blob> {
    const sent = await request('GET', path, 'image/*, application/json', {}, options);
    const type = sent.response.headers.get('content-type') ?? '';
    if (sent.response.ok && !type.includes('json')) return sent.response.blob();
    await unwrap(sent);
    // A 2xx envelope where a file was due: nothing the console can show.
    throw new ApiError('malformed', `GET ${path}`);
  }

  async function download(path: string, options: RequestOptions): Promise<Blob> {
    const sent = await request('GET', path, '*/*', {}, options);
    // A JSON file is told from a refusal by its shape: only a refusal is an envelope.
    const body: unknown = await sent.response
      .clone()
      .json()
      .catch(() => undefined);
    if (sent.response.ok && !isEnvelope(body)) return sent.response.blob();
    await unwrap(sent);
    throw new ApiError('malformed', `GET ${path}`);
  }

  return {
    get: (path, schema, options = {}) => send('GET', path, schema, {}, options),
    post: (path, schema, body, options = {}) => send('POST', path, schema, { json: body }, options),
    upload: (path, schema, form, options = {}) => send('POST', path, schema, { form }, options),
    blob: (path, options = {}) => blob(path, options),
    download: (path, options = {}) => download(path, options),
  };
}
