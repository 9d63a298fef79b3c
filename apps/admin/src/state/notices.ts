import type { Message } from '../i18n';
import { createStore, type Store } from './store';

export type NoticeTone = 'ok' | 'bad';

export interface Notice {
  readonly id: number;
  readonly tone: NoticeTone;
  /** Put into words when shown, in the console's language of that moment. */
  readonly message: Message;
}

/** Short messages shown in the corner after an action: "Withdrawal #7 approved". */
export interface NoticeStore extends Store<readonly Notice[]> {
  push(tone: NoticeTone, message: Message): void;
  dismiss(id: number): void;
  /** Closes every notice (on a switch of language). */
  clear(): void;
}

export function createNoticeStore(): NoticeStore {
  const store = createStore<readonly Notice[]>([]);
  let nextId = 1;
  return {
    ...store,
    push(tone, message) {
      // The newest few only: a burst of failures must not cover the screen.
      store.set([...store.get().slice(-3), { id: nextId++, tone, message }]);
    },
    dismiss(id) {
      store.set(store.get().filter((notice) => notice.id !== id));
    },
    clear() {
      if (store.get().length > 0) store.set([]);
    },
  };
}
