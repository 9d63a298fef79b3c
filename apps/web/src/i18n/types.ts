import type { en_US } from './locales/en_US';

/** The same shape as the English dictionary, with any text allowed as a value. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Dictionary = Widen<typeof en_US>;

/** Every dotted key, such as `common.loading`. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type TextKey = Leaves<typeof en_US>;

export type TextParams = Readonly<Record<string, string | number>>;
export type Translate = (key: TextKey, params?: TextParams) => string;
