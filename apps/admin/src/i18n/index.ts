import { LOCALE_OF, type ConsoleLang } from '../state/lang';
import { en } from './en';
import type { Message } from './message';
import type { Dictionary, TermGroup, TextKey, TextParams, Translate } from './types';
import { zh } from './zh';

export type { Dictionary, TermGroup, TextKey, TextParams, Translate } from './types';
export type { KeyedMessage, Message, WrittenMessage } from './message';

/**
 * Fills `{name}` placeholders; an unknown one stays visible rather than
 * vanishing. The same rule as the server's catalogue, whose module is not
 * imported here to keep its ten languages out of the bundle.
 */
function interpolate(template: string, params: TextParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export const DICTIONARIES: Record<ConsoleLang, Dictionary> = { en, zh };

export interface Translator {
  readonly t: Translate;
  /** The name of a server code (`term('withdrawalStatus', 'applied')`), or the code itself. */
  readonly term: (group: TermGroup, value: string) => string;
  /** A message put into words in this language now (see `Message`). */
  readonly say: (message: Message) => string;
}

export function createTranslator(lang: ConsoleLang): Translator {
  const dictionary = DICTIONARIES[lang];
  const t = (key: TextKey, params?: TextParams) => interpolate(dictionary[key], params);
  const term = (group: TermGroup, value: string) => {
    const key = `${group}.${value}`;
    return key in dictionary ? dictionary[key as TextKey] : value;
  };
  const say = (message: Message) => {
    if ('key' in message) return t(message.key, message.params);
    const same = message.locale === null || message.locale === LOCALE_OF[lang];
    return same ? message.text : t(message.otherwise.key, message.otherwise.params);
  };
  return { t, term, say };
}
