import type { Locale } from '../locale.js';

/** One message per interface language; `{name}` marks a parameter. */
export type Messages = Readonly<Record<Locale, string>>;

export interface ErrorSpec {
  /** Stable numeric code sent in the envelope. Append-only: never reused, never renumbered. */
  readonly code: number;
  /** HTTP status of the reply that carries it. */
  readonly http: number;
  readonly message: Messages;
}

export interface ErrorModule<T extends Record<string, ErrorSpec>> {
  readonly name: string;
  /** Inclusive code range owned by this module. */
  readonly range: readonly [number, number];
  readonly errors: T;
}

/**
 * Declares a module's errors. The `const` type parameter keeps the keys
 * literal so `ErrorKey` is a closed union; the catalogue test checks ranges
 * and uniqueness across modules.
 */
export function defineErrors<const T extends Record<string, ErrorSpec>>(
  name: string,
  range: readonly [number, number],
  errors: T,
): ErrorModule<T> {
  return { name, range, errors };
}
