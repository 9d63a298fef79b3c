import type { Locale } from '@exchange/contracts';
import { en_US } from './locales/en_US';
import type { Dictionary } from './types';

/**
 * English ships in the entry bundle because it is the fallback for every
 * missing text; other languages load on demand so the first screen stays small.
 */
export const DICTIONARY_LOADERS: Record<Locale, () => Promise<Dictionary>> = {
  en_US: () => Promise.resolve(en_US),
  zh_HK: () => import('./locales/zh_HK').then((m) => m.zh_HK),
  zh_CN: () => import('./locales/zh_CN').then((m) => m.zh_CN),
  ja_JP: () => import('./locales/ja_JP').then((m) => m.ja_JP),
  ko_KR: () => import('./locales/ko_KR').then((m) => m.ko_KR),
  th_TH: () => import('./locales/th_TH').then((m) => m.th_TH),
  es_ES: () => import('./locales/es_ES').then((m) => m.es_ES),
  de_DE: () => import('./locales/de_DE').then((m) => m.de_DE),
  fr_FR: () => import('./locales/fr_FR').then((m) => m.fr_FR),
  id_ID: () => import('./locales/id_ID').then((m) => m.id_ID),
};
