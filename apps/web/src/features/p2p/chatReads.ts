import type { Chat } from '@exchange/contracts';
import { storage, STORAGE_KEYS } from '../../lib/storage';
import { useSession } from '../../state/session';

/**
 * How far the user has read each order's chat. The server keeps the mark
 * (the chat carries it as `readSeq`, set from any device); this device also
 * keeps the marks it made itself, so a chat just read counts as read at
 * once, before the chat is fetched again. The unread count takes the
 * further of the two.
 */

/** Marks kept; the oldest go first, so the entry stays small. */
const KEPT = 200;

type Marks = Record<string, number>;

function load(): Marks {
  const raw = storage.get(STORAGE_KEYS.p2pChatRead);
  if (raw === null) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number',
      ),
    );
  } catch {
    return {};
  }
}

const keyOf = (account: string, orderId: number) => `${account}:${orderId}`;

export function readSeqOf(account: string, orderId: number): number {
  return load()[keyOf(account, orderId)] ?? 0;
}

/** Moves the mark forward (never back), as the server's own mark does. */
export function markReadHere(account: string, orderId: number, seq: number): void {
  const marks = load();
  const key = keyOf(account, orderId);
  if ((marks[key] ?? 0) >= seq) return;
  // The newest mark goes last, so the oldest are the ones dropped.
  const entries = Object.entries(marks).filter(([other]) => other !== key);
  entries.push([key, seq]);
  storage.set(STORAGE_KEYS.p2pChatRead, JSON.stringify(Object.fromEntries(entries.slice(-KEPT))));
}

/**
 * The signed-in account's mark for an order's chat: the server's, or this
 * device's when that is further (0 when signed out or never read).
 */
export function useReadSeq(orderId: number, chat: Chat | undefined): number {
  const account = useSession((state) => state.member?.usercode ?? null);
  const here = account === null ? 0 : readSeqOf(account, orderId);
  return Math.max(here, chat?.readSeq ?? 0);
}
