import { createStore, type KeyValueStorage, type Store } from './store';

/** Where the console keeps its operator token between visits. */
export const TOKEN_KEY = 'console-token';

/**
 * The operator's console token (never a user's). Only the token is stored:
 * the operator and their permissions are read again from `/auth/me` on every
 * load, so a role change takes effect without signing in again.
 */
export type SessionStore = Store<string | null>;

export function createSessionStore(storage: KeyValueStorage): SessionStore {
  const saved = storage.getItem(TOKEN_KEY);
  return createStore<string | null>(saved === '' ? null : saved, (token) => {
    if (token === null) storage.removeItem(TOKEN_KEY);
    else storage.setItem(TOKEN_KEY, token);
  });
}
