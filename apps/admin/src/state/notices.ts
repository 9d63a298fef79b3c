import { createStore, type Store } from './store';

export type NoticeTone = 'ok' | 'bad';

export interface Notice {
  readonly id: number;
  readonly tone: NoticeTone;
  readonly text: string;
}

/** Short messages shown in the corner after an action: "Withdrawal #7 approved". */
export interface NoticeStore extends Store<readonly Notice[]> {
  push(tone: NoticeTone, text: string): void;
  dismiss(id: number): void;
}

export function createNoticeStore(): NoticeStore {
  const store = createStore<readonly Notice[]>([]);
  let nextId = 1;
  return {
    ...store,
    push(tone, text) {
      // The newest few only: a burst of failures must not cover the screen.
      store.set([...store.get().slice(-3), { id: nextId++, tone, text }]);
    },
    dismiss(id) {
      store.set(store.get().filter((notice) => notice.id !== id));
    },
  };
}
