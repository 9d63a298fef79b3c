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

/**
 * One HTTP exchange with the spec's timeout. Resolves with the envelope
 * whatever the HTTP status (the server sends typed errors as envelopes with
 * 4xx/5xx statuses); rejects with an ApiError of kind timeout, aborted,
 * network, http (a non-envelope failure such as a proxy page) or malformed.
 */
export async function exchange(send: Send, request: TransportRequest): Promise<Envelope> {
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
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      if (controller.signal.aborted) throw failure();
      body = undefined;
    }
    if (isEnvelope(body)) return body;
    if (!response.ok) throw new ApiError('http', request.url, response.status);
    throw new ApiError('malformed', 'reply is not an envelope');
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', forwardAbort);
  }
}
