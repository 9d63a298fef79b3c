import type { en } from './en';
import type { enTerms } from './en-terms';

/** Every text key of the console, such as `nav.users`. */
export type TextKey = keyof typeof en;

/** A complete dictionary: every key of the English one, any text as value. */
export type Dictionary = Record<TextKey, string>;

export type TextParams = Readonly<Record<string, string | number>>;
export type Translate = (key: TextKey, params?: TextParams) => string;

/** The code-valued fields `term(group, value)` names: the prefixes of the term keys. */
type GroupOf<K> = K extends `${infer G}.${string}` ? G : never;
export type TermGroup = GroupOf<keyof typeof enTerms>;
