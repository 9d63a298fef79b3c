import type { Locale } from '@exchange/contracts';
import { alertTemplates } from './texts/alerts.js';
import { CREDIT_TEXTS } from './texts/credit.js';
import { DE_DE, DE_DE_SECURITY } from './texts/de_DE.js';
import { EN, EN_SECURITY, type SecurityTexts, type Texts } from './texts/en.js';
import { ES_ES, ES_ES_SECURITY } from './texts/es_ES.js';
import { FR_FR, FR_FR_SECURITY } from './texts/fr_FR.js';
import { ID_ID, ID_ID_SECURITY } from './texts/id_ID.js';
import { JA_JP, JA_JP_SECURITY } from './texts/ja_JP.js';
import { KO_KR, KO_KR_SECURITY } from './texts/ko_KR.js';
import { P2P_TEXTS } from './texts/p2p.js';
import { PLEDGE_TEXTS } from './texts/pledge.js';
import { TH_TH, TH_TH_SECURITY } from './texts/th_TH.js';
import { ZH_CN, ZH_CN_SECURITY } from './texts/zh_CN.js';
import { ZH_HK, ZH_HK_SECURITY } from './texts/zh_HK.js';

const TEXTS: Record<Locale, { readonly texts: Texts; readonly security: SecurityTexts }> = {
  en_US: { texts: EN, security: EN_SECURITY },
  zh_CN: { texts: ZH_CN, security: ZH_CN_SECURITY },
  zh_HK: { texts: ZH_HK, security: ZH_HK_SECURITY },
  ja_JP: { texts: JA_JP, security: JA_JP_SECURITY },
  ko_KR: { texts: KO_KR, security: KO_KR_SECURITY },
  th_TH: { texts: TH_TH, security: TH_TH_SECURITY },
  es_ES: { texts: ES_ES, security: ES_ES_SECURITY },
  de_DE: { texts: DE_DE, security: DE_DE_SECURITY },
  fr_FR: { texts: FR_FR, security: FR_FR_SECURITY },
  id_ID: { texts: ID_ID, security: ID_ID_SECURITY },
};

export interface Rendered {
  readonly title: string;
  readonly body: string;
}

const fill = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The title and body templates of `kind` in `locale`, or null for a kind nobody knows. */
function templatesOf(
  locale: Locale,
  kind: string,
  params: Readonly<Record<string, string>>,
): { title: string; body: string } | null {
  const [domain = '', name = ''] = kind.split('.', 2);
  if (domain === 'alert') return alertTemplates(locale, name, params.note !== undefined);
  if (domain === 'p2p' && name !== 'message') {
    const texts = P2P_TEXTS[locale];
    const body = (texts as unknown as Record<string, string>)[name];
    return body === undefined ? null : { title: texts.subject, body };
  }
  if (domain === 'pledge' || domain === 'credit') {
    const table = domain === 'pledge' ? PLEDGE_TEXTS[locale] : CREDIT_TEXTS[locale];
    const found = (table as Record<string, { subject: string; text: string }>)[name];
    return found ? { title: found.subject, body: found.text } : null;
  }
  return (TEXTS[locale].texts as Record<string, { title: string; body: string }>)[kind] ?? null;
}

/**
 * A notification in `locale`, its values filled in. Kinds are worded here,
 * in every language, whichever module reported the fact: P2P orders' and
 * loans' notices keep the texts those modules' e-mails always had. A
 * security change's `{what}` is worded from its `change`. An unknown kind
 * (written by a newer version) reads as its values rather than failing.
 */
export function render(
  locale: Locale,
  kind: string,
  params: Readonly<Record<string, string>>,
): Rendered {
  const templates = templatesOf(locale, kind, params) ?? templatesOf('en_US', kind, params);
  if (templates === null) return { title: kind, body: Object.values(params).join(' ') };
  const security = TEXTS[locale].security as Record<string, string>;
  const values =
    params.change !== undefined
      ? { ...params, what: security[params.change] ?? params.change }
      : params;
  return { title: fill(templates.title, values), body: fill(templates.body, values) };
}
