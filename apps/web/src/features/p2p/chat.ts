import type { Chat, ChatRecord } from '@exchange/contracts';
import type { TextKey } from '../../i18n/types';

/**
 * An order's chat as the screens keep it: its records (messages, evidence,
 * status changes) oldest first, whatever way they arrived (a page read over
 * REST, a live push, the reply to one's own message), each once. Pure.
 */

export const EMPTY_CHAT: Chat = { records: [], lastSeq: 0, readSeq: 0, counterpartReadSeq: 0 };

/** The newest record held, or 0 with none: where a catch-up read resumes. */
export function heldSeq(chat: Chat | undefined): number {
  return chat?.records.at(-1)?.seq ?? 0;
}

/**
 * Two views of one chat as one: every record once (by its number, the
 * fresher copy winning), oldest first; the highest last number and read
 * marks (none ever goes back).
 */
export function mergeChat(shown: Chat | undefined, fresh: Chat): Chat {
  if (shown === undefined) return fresh;
  const bySeq = new Map<number, ChatRecord>();
  for (const record of shown.records) bySeq.set(record.seq, record);
  for (const record of fresh.records) bySeq.set(record.seq, record);
  const records = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  return {
    records,
    lastSeq: Math.max(shown.lastSeq, fresh.lastSeq, records.at(-1)?.seq ?? 0),
    readSeq: Math.max(shown.readSeq, fresh.readSeq),
    counterpartReadSeq: Math.max(shown.counterpartReadSeq, fresh.counterpartReadSeq),
  };
}

/** One record more (a push, or the reply to a message sent); a repeat changes nothing. */
export function withRecord(chat: Chat, record: ChatRecord): Chat {
  if (chat.records.some((shown) => shown.seq === record.seq)) return chat;
  return mergeChat(chat, { ...EMPTY_CHAT, records: [record], lastSeq: record.seq });
}

/** Whether a record is something the other side (or staff) said: what unread counts. */
export function isFromOthers(record: ChatRecord): boolean {
  return record.kind !== 'status' && (record.from === 'counterpart' || record.from === 'staff');
}

/** Messages and evidence from the counterpart or staff after `readSeq`. */
export function unreadCount(chat: Chat | undefined, readSeq: number): number {
  return (chat?.records ?? []).filter((record) => record.seq > readSeq && isFromOthers(record))
    .length;
}

/** Whether the counterpart has read one's own record (the double tick). */
export function seenByCounterpart(record: ChatRecord, chat: Chat): boolean {
  return record.from === 'me' && chat.counterpartReadSeq >= record.seq;
}

/** A live notification's sentence; each takes the order number as `no`. */
export type LiveNotice = Exclude<Extract<TextKey, `p2p.live.${string}`>, 'p2p.live.unknown'>;

/**
 * The sentence of a live notification about a record, with `{{no}}` for
 * the order number; null for one's own doing, which never notifies.
 */
export function noticeOf(record: ChatRecord): LiveNotice | null {
  if (record.from === 'me') return null;
  if (record.kind === 'message')
    return record.from === 'staff' ? 'p2p.live.staff' : 'p2p.live.message';
  if (record.kind === 'evidence') return 'p2p.live.evidence';
  return record.status === null ? 'p2p.live.appealUpdate' : `p2p.live.status.${record.status}`;
}
