import { isApiError } from '../../api';

/** The contract's request-id shape (`requestId()` in contracts). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * 32 hex characters of randomness. `randomUUID` exists only in secure
 * contexts (HTTPS, localhost), so a phone opening the app over plain HTTP on
 * a LAN address falls back to `getRandomValues`, which works everywhere.
 */
export function newRequestId(source: Pick<Crypto, 'getRandomValues'> & Partial<Crypto> = crypto) {
  if (typeof source.randomUUID === 'function') return source.randomUUID().replace(/-/g, '');
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What became of a submission, as far as the client can know. */
export type Outcome = 'applied' | 'rejected' | 'unknown';

/**
 * The server answered with an error code (or "log in again"): nothing was
 * applied. Any other failure (network, timeout, gateway page, unreadable
 * reply) leaves the outcome unknown: the transfer may have gone through.
 */
export function outcomeOf(error: unknown): Outcome {
  return isApiError(error) && (error.kind === 'business' || error.kind === 'login')
    ? 'rejected'
    : 'unknown';
}

export interface RequestIds {
  /** The id to send with this exact request body. */
  idFor(fingerprint: string): string;
  settle(outcome: Outcome): void;
}

/**
 * Request ids that make a money transfer impossible to apply twice
 * (DESIGN.md section 4). Sending the same body again reuses its id, so after
 * an unknown outcome the server replays instead of moving the money again.
 * A rejection keeps the id too: a retry that was refused (rate limit, say)
 * may follow an earlier attempt that did go through. Any change to the body
 * gets a new id, since the server refuses an id reused for a different
 * request, and so does the first press after a success: that is a new
 * transfer, even with the same body.
 */
export function createRequestIds(generate: () => string = newRequestId): RequestIds {
  let current: { fingerprint: string; id: string } | null = null;
  return {
    idFor(fingerprint) {
      if (current === null || current.fingerprint !== fingerprint) {
        current = { fingerprint, id: generate() };
      }
      return current.id;
    },
    settle(outcome) {
      if (outcome === 'applied') current = null;
    },
  };
}
