import {
  DEFAULT_QUOTE,
  normalizeSymbol,
  symbolToPath,
  type LangKey,
  type Locale,
} from '@exchange/contracts';
import { create } from 'zustand';
import { browserLanguageTags, defaultLangKey, isLangKey, localeOf } from '../i18n/language';
import { storage, STORAGE_KEYS } from '../lib/storage';

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

/** Spec section 2: the Trade and Contract tabs open BTC by default. */
export const DEFAULT_TRADE_SYMBOL = 'BTC';

/** Base coin symbols as they appear in routes: letters and digits only. */
const SYMBOL = /^[A-Z0-9]{1,20}$/;

export function normaliseSymbol(raw: string | undefined): string | null {
  const symbol = (raw ?? '').trim().toUpperCase();
  return SYMBOL.test(symbol) ? symbol : null;
}

/**
 * A trade route's symbol in its path form ("BTC_USDT"), from any spelling the
 * contracts accept ("btc", "ETH-USDT"), or null when it cannot be a market.
 */
export function tradePathSymbol(raw: string | undefined): string | null {
  const symbol = raw === undefined ? null : normalizeSymbol(raw);
  return symbol === null ? null : symbolToPath(symbol);
}

interface SettingsState {
  lang: LangKey;
  /** The chosen pricing currency's id; null means the USD default. */
  currencyId: number | null;
  theme: Theme;
  /** The last market traded, in path form ("BTC_USDT"), for the Trade tab. */
  tradeSymbol: string;
  setLang: (lang: LangKey) => void;
  setCurrencyId: (id: number) => void;
  setTheme: (theme: Theme) => void;
  setTradeSymbol: (symbol: string) => void;
}

function initialLang(): LangKey {
  const stored = storage.get(STORAGE_KEYS.lang);
  if (isLangKey(stored)) return stored;
  return defaultLangKey(browserLanguageTags(window.navigator));
}

function initialCurrencyId(): number | null {
  const stored = storage.get(STORAGE_KEYS.currency);
  return stored !== null && /^[1-9]\d{0,9}$/.test(stored) ? Number(stored) : null;
}

export const useSettings = create<SettingsState>((set) => ({
  lang: initialLang(),
  currencyId: initialCurrencyId(),
  theme: storage.get(STORAGE_KEYS.theme) === 'light' ? 'light' : 'dark',
  tradeSymbol:
    tradePathSymbol(storage.get(STORAGE_KEYS.tradeSymbol) ?? undefined) ??
    symbolToPath(`${DEFAULT_TRADE_SYMBOL}/${DEFAULT_QUOTE}`),
  setLang: (lang) => {
    storage.set(STORAGE_KEYS.lang, lang);
    set({ lang });
  },
  setCurrencyId: (currencyId) => {
    storage.set(STORAGE_KEYS.currency, String(currencyId));
    set({ currencyId });
  },
  setTheme: (theme) => {
    storage.set(STORAGE_KEYS.theme, theme);
    set({ theme });
  },
  setTradeSymbol: (raw) => {
    const symbol = tradePathSymbol(raw);
    if (symbol === null) return;
    storage.set(STORAGE_KEYS.tradeSymbol, symbol);
    set({ tradeSymbol: symbol });
  },
}));

/** The `lang` header value and i18next language for the stored language key. */
export function useLocale(): Locale {
  return useSettings((state) => localeOf(state.lang));
}

export function currentLocale(): Locale {
  return localeOf(useSettings.getState().lang);
}
