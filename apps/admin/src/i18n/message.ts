import type { Locale } from '@exchange/contracts';
import type { TextKey, TextParams } from './types';

/** A text of the console's own: a key and its placeholders' values. */
export interface KeyedMessage {
  readonly key: TextKey;
  readonly params?: TextParams;
}

/**
 * Words written elsewhere: a server's message, in the language its request
 * asked for, which the console cannot translate.
 */
export interface WrittenMessage {
  readonly text: string;
  /** The language of `text`; null when unknown, and then it is shown in any language. */
  readonly locale: Locale | null;
  /** What is shown instead in any other language. */
  readonly otherwise: KeyedMessage;
}

/**
 * What a notice says, kept apart from the words for it: it is put into words
 * when it is shown, in the language of that moment. A message made before a
 * switch of language (a request sent in English that fails after the switch
 * to Chinese) is still shown in Chinese.
 */
export type Message = KeyedMessage | WrittenMessage;
