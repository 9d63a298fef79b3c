import type { Translate } from '../i18n';
import { ApiError } from './errors';

/**
 * The one place a failure becomes text. Server failures carry their own
 * message, already translated by the `lang` header; the rest have ours.
 */
export function describeError(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('error.unknown');
  switch (error.kind) {
    case 'business':
    case 'session':
      return error.message || t('error.unknown');
    case 'http':
      return t('error.http', { status: error.code ?? 0 });
    case 'network':
      return t('error.network');
    case 'malformed':
      return t('error.malformed');
  }
}
