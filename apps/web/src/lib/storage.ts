/**
 * localStorage that never throws: private browsing and blocked storage make
 * every call fail, and the app must still run with its defaults.
 */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Not persisted; the in-memory state still holds it for this visit.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored means nothing to remove.
    }
  },
};

/** Local-storage keys, fixed by the spec (`lang`) and kept stable for returning users. */
export const STORAGE_KEYS = {
  token: 'token',
  member: 'member',
  /** The real session kept aside while the demo account is signed in (demo trading). */
  realToken: 'realToken',
  realMember: 'realMember',
  lang: 'lang',
  currency: 'currency',
  theme: 'theme',
  tradeSymbol: 'tradeSymbol',
  /** The trend chart's main-chart indicator (MA, EMA, BOLL or none) and its sub-chart. */
  chartOverlay: 'chartOverlay',
  chartSubChart: 'chartSubChart',
  installDismissed: 'installDismissed',
  /** Followed by `:<uid>`: that account closed the prompt to bind an email or phone. */
  recoveryDismissed: 'recoveryDismissed',
  /** How far each account has read each P2P order's chat on this device. */
  p2pChatRead: 'p2pChatRead',
  /** Each order book's grouping step and layout, by market or contract symbol. */
  bookPrefs: 'bookPrefs',
  apiBase: 'apiBase',
} as const;
