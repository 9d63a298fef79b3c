import type { Message, Translate } from '../i18n';
import { ApiError } from './errors';

/**
 * The one place a failure becomes a message. Server failures carry their own
 * text, translated by the `lang` header the request was sent with; the rest
 * have ours. A notice keeps the message and words it when shown, so a server
 * text written before a switch of language gives way to a translated line.
 */
export function failureMessage(error: unknown): Message {
  if (!(error instanceof ApiError)) return { key: 'error.unknown' };
  switch (error.kind) {
    case 'business':
    case 'session':
      if (!error.message) return { key: 'error.unknown' };
      return {
        text: error.message,
        locale: error.locale,
        otherwise: { key: 'error.refused', params: { code: error.code ?? 0 } },
      };
    case 'http':
      return { key: 'error.http', params: { status: error.code ?? 0 } };
    case 'network':
      return { key: 'error.network' };
    case 'malformed':
      return { key: 'error.malformed' };
  }
}

/** A failure shown in place (a table's error line, a form): the server's text as it came. */
export function describeError(error: unknown, t: Translate): string {
  const message = failureMessage(error);
  return 'key' in message ? t(message.key, message.params) : message.text;
}
