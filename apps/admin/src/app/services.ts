import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, ADMIN_PATHS } from '@exchange/contracts';
import { createApiClient, type ApiClient } from '../api/client';
import {
  consoleSocketUrl,
  createConsoleStream,
  type ConnectSocket,
  type ConsoleStream,
} from '../api/stream';
import { createQueryClient } from '../api/queryClient';
import { createLangStore, LOCALE_OF, type LangStore } from '../state/lang';
import { createNoticeStore, type NoticeStore } from '../state/notices';
import { createSessionStore, type SessionStore } from '../state/session';
import type { KeyValueStorage } from '../state/store';

/** Everything with a life outside React, made once per console (and once per test). */
export interface Services {
  readonly api: ApiClient;
  readonly session: SessionStore;
  readonly lang: LangStore;
  readonly notices: NoticeStore;
  readonly queryClient: QueryClient;
  /** For the public endpoints outside /admin-api (/healthz, /uc/public/config). */
  readonly fetch: typeof fetch;
  /**
   * The console's WebSocket (the support desk's live topics); null without a
   * socket (tests), where screens read over REST only.
   */
  readonly stream: ConsoleStream | null;
}

export function createServices(deps: {
  fetch: typeof fetch;
  storage: KeyValueStorage;
  /** Tests turn retries off so a failure shows at once. */
  retry?: boolean;
  /** Opens the console's WebSocket at a URL (`browserSocket`), or none. */
  socket?: { connect: ConnectSocket; origin: { protocol: string; host: string } };
}): Services {
  const session = createSessionStore(deps.storage);
  const lang = createLangStore(deps.storage);
  const notices = createNoticeStore();
  const queryClient = createQueryClient({
    notices,
    ...(deps.retry === undefined ? {} : { retry: deps.retry }),
  });
  lang.subscribe(() => {
    // A switch of language closes the open notices: each was about a moment now past.
    notices.clear();
    // What the server worded (an error shown in place, its translated names) is asked
    // again in the new language; query keys do not carry the language.
    void queryClient.invalidateQueries();
  });
  const api = createApiClient({
    fetch: deps.fetch,
    getToken: session.get,
    getLocale: () => LOCALE_OF[lang.get()],
    // The router sees the token go and opens the sign-in screen.
    onSessionInvalid: () => session.set(null),
  });
  const socket = deps.socket;
  const stream = socket
    ? createConsoleStream({
        url: consoleSocketUrl(socket.origin, `${ADMIN_API_BASE}${ADMIN_PATHS.websocket}`),
        connect: socket.connect,
        getToken: session.get,
      })
    : null;
  // Signing out (or a dropped token) closes the socket: its topics were that session's.
  session.subscribe(() => {
    if (session.get() === null) stream?.close();
  });
  return { api, session, lang, notices, queryClient, fetch: deps.fetch, stream };
}
