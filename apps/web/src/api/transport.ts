import { ApiError } from './errors';

/** The reply envelope of spec section 7. */
export interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

/** One request as the client builds it, whichever carrier sends it. */
export interface Outgoing {
  method: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

/** What an exchange reads of a reply; fetch's Response is one. */
export interface Reply {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
  /** fetch's replies only: the bytes of a file the server sends. */
  blob?(): Promise<Blob>;
  headers?: { get(name: string): string | null };
}

/**
 * Carries one request: fetch, or an XMLHttpRequest for uploads. Resolves with
 * any HTTP reply and rejects when none came (offline, or the signal aborted);
 * the exchange decides what a rejection means.
 */
export type Send = (url: string, init: Outgoing & { signal: AbortSignal }) => Promise<Reply>;

export interface TransportRequest {
  url: string;
  init: Outgoing;
  timeoutMs: number;
  /** The caller's cancellation, e.g. react-query's when a screen unmounts. */
  signal?: AbortSignal | undefined;
}

function isEnvelope(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  return typeof record.code === 'number' && typeof record.message === 'string';
}

/** What a file exchange gives: the file's bytes, or the envelope of a refusal. */
export type FileReply = { blob: Blob } | { envelope: Envelope };

/**
 * One HTTP exchange with the spec's timeout. Resolves with the envelope
 * whatever the HTTP status (the server sends typed errors as envelopes with
 * 4xx/5xx statuses); rejects with an ApiError of kind timeout, aborted,
 * network, http (a non-envelope failure such as a proxy page) or malformed.
 */
export function exchange(send: Send, request: TransportRequest): Promise<Envelope> {
  return carry(send, request, (response, interrupted) =>
    readEnvelope(response, request.url, interrupted),
  );
}

/**
 * An exchange for a file (an image read back with the session): a
 * successful reply that is not JSON is the file; anything else is read as
 * an envelope, so refusals and failures are the same as for every call.
 */
export function exchangeFile(send: Send, request: TransportRequest): Promise<FileReply> {
  return carry(send, request, async (response, interrupted) => {
    const type = response.headers?.get('content-type') ?? '';
    if (response.ok && response.blob && !type.includes('json')) {
      try {
        return { blob: await response.blob() };
      } catch {
        throw interrupted() ?? new ApiError('network', 'network');
      }
    }
    return { envelope: await readEnvelope(response, request.url, interrupted) };
  });
}

/** The reply's envelope; a body cut short by the timeout or the caller is that failure. */
async function readEnvelope(
  response: Reply,
  url: string,
  interrupted: () => ApiError | null,
): Promise<Envelope> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    const cause = interrupted();
    if (cause) throw cause;
    body = undefined;
  }
  if (isEnvelope(body)) return body;
  if (!response.ok) throw new ApiError('http', url, response.status);
  throw new ApiError('malformed', 'reply is not an envelope');
}

/**
 * Sends with the timeout and the caller's cancellation, then reads the
 * reply. `interrupted` gives the error of a timeout or cancellation that
 * cut the read short, or null while neither happened.
 */
async function carry<T>(
  send: Send,
  request: TransportRequest,
  read: (response: Reply, interrupted: () => ApiError | null) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs);
  const forwardAbort = () => controller.abort();
  request.signal?.addEventListener('abort', forwardAbort);
  if (request.signal?.aborted) controller.abort();

  const failure = (): ApiError =>
    timedOut
      ? new ApiError('timeout', 'timeout')
      : controller.signal.aborted
        ? new ApiError('aborted', 'aborted')
        : new ApiError('network', 'network');

  try {
    let response: Reply;
    try {
      response = await send(request.url, { ...request.init, signal: controller.signal });
    } catch {
      throw failure();
    }
    return await read(response, () => (controller.signal.aborted ? failure() : null));
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', forwardAbort);
  }
}
