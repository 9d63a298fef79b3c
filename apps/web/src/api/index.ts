import { API_BASE } from '@exchange/contracts';
import { currentFullPath, navigateTo } from '../app/navigation';
import { notify } from '../app/notify';
import { translate } from '../i18n';
import { storage, STORAGE_KEYS } from '../lib/storage';
import { useSession } from '../state/session';
import { currentLocale } from '../state/settings';
import { createApiClient } from './client';
import { useLoading } from './loading';

export { ApiError, isApiError } from './errors';
export type { ApiClient, RequestOptions, Schema } from './client';

/**
 * The API base is the site origin plus /uc (spec section 7). The spec lets a
 * locally stored value override it; we honour that only in development,
 * because in production it would let anyone who talks a user into setting it
 * receive that user's session token.
 */
export function apiBase(): string {
  const override = import.meta.env.DEV ? storage.get(STORAGE_KEYS.apiBase) : null;
  if (override && /^https?:\/\/[^\s]+$/.test(override)) return override.replace(/\/$/, '');
  return API_BASE;
}

export const api = createApiClient({
  baseUrl: apiBase(),
  fetch: (input, init) => window.fetch(input, init),
  xhr: () => new window.XMLHttpRequest(),
  nowMs: () => Date.now(),
  getToken: () => useSession.getState().token,
  getLocale: currentLocale,
  clearSession: () => useSession.getState().clear(),
  currentPath: currentFullPath,
  navigate: navigateTo,
  notify,
  translate,
  loading: {
    begin: () => useLoading.getState().begin(),
    end: () => useLoading.getState().end(),
  },
});
