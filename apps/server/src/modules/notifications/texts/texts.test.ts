import { describe, expect, it } from 'vitest';
import { DE_DE, DE_DE_SECURITY } from './de_DE.js';
import { EN, EN_SECURITY, type SecurityTexts, type Texts } from './en.js';
import { ES_ES, ES_ES_SECURITY } from './es_ES.js';
import { FR_FR, FR_FR_SECURITY } from './fr_FR.js';
import { ID_ID, ID_ID_SECURITY } from './id_ID.js';
import { JA_JP, JA_JP_SECURITY } from './ja_JP.js';
import { KO_KR, KO_KR_SECURITY } from './ko_KR.js';
import { TH_TH, TH_TH_SECURITY } from './th_TH.js';
import { ZH_CN, ZH_CN_SECURITY } from './zh_CN.js';
import { ZH_HK, ZH_HK_SECURITY } from './zh_HK.js';

const TABLES: Record<string, [Texts, SecurityTexts]> = {
  zh_CN: [ZH_CN, ZH_CN_SECURITY],
  zh_HK: [ZH_HK, ZH_HK_SECURITY],
  ja_JP: [JA_JP, JA_JP_SECURITY],
  ko_KR: [KO_KR, KO_KR_SECURITY],
  th_TH: [TH_TH, TH_TH_SECURITY],
  es_ES: [ES_ES, ES_ES_SECURITY],
  de_DE: [DE_DE, DE_DE_SECURITY],
  fr_FR: [FR_FR, FR_FR_SECURITY],
  id_ID: [ID_ID, ID_ID_SECURITY],
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('notification texts in nine more languages', () => {
  it.each(Object.entries(TABLES))(
    '%s has every kind, translated, with the same placeholders',
    (_, [texts, security]) => {
      expect(Object.keys(texts).sort()).toEqual(Object.keys(EN).sort());
      expect(Object.keys(security).sort()).toEqual(Object.keys(EN_SECURITY).sort());
      for (const [kind, en] of Object.entries(EN)) {
        const own = texts[kind as keyof typeof EN];
        for (const part of ['title', 'body'] as const) {
          expect(placeholders(own[part]), `${kind} ${part}`).toEqual(placeholders(en[part]));
          expect(own[part].trim(), `${kind} ${part}`).not.toBe('');
        }
        // Translated, not English left in place (a bare "{agent}: {preview}" aside).
        if (!/^\{agent\}/.test(en.body)) expect(own.body, kind).not.toBe(en.body);
      }
      for (const [change, label] of Object.entries(security))
        expect(label, change).not.toBe(EN_SECURITY[change as keyof typeof EN_SECURITY]);
    },
  );
});
