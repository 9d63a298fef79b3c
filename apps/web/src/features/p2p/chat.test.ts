import type { Chat, ChatRecord } from '@exchange/contracts';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_CHAT,
  heldSeq,
  mergeChat,
  noticeOf,
  seenByCounterpart,
  unreadCount,
  withRecord,
} from './chat';

const record = (seq: number, overrides: Partial<ChatRecord> = {}): ChatRecord => ({
  seq,
  kind: 'message',
  from: 'counterpart',
  text: `message ${seq}`,
  fileIds: [],
  status: null,
  at: '2025-03-01T10:00:00Z',
  ...overrides,
});

const chat = (records: ChatRecord[], counterpartReadSeq = 0, readSeq = 0): Chat => ({
  records,
  lastSeq: records.at(-1)?.seq ?? 0,
  readSeq,
  counterpartReadSeq,
});

describe('order chat', () => {
  it('merges pages and pushes by number, oldest first, never going back', () => {
    const shown = chat([record(1), record(3)], 2, 1);
    const fresh = chat([record(2), record(3, { text: 'edited' }), record(4)], 1, 3);
    const merged = mergeChat(shown, fresh);
    expect(merged.records.map((r) => [r.seq, r.text])).toEqual([
      [1, 'message 1'],
      [2, 'message 2'],
      [3, 'edited'],
      [4, 'message 4'],
    ]);
    expect(merged.lastSeq).toBe(4);
    expect(merged.counterpartReadSeq).toBe(2);
    expect(merged.readSeq).toBe(3);
    expect(mergeChat(undefined, fresh)).toBe(fresh);
    // A catch-up that found nothing new keeps what is shown.
    expect(
      mergeChat(shown, { records: [], lastSeq: 3, readSeq: 0, counterpartReadSeq: 3 }),
    ).toEqual({
      records: shown.records,
      lastSeq: 3,
      readSeq: 1,
      counterpartReadSeq: 3,
    });
  });

  it('adds a pushed record once', () => {
    const one = withRecord(EMPTY_CHAT, record(5, { from: 'me' }));
    expect(one.records.map((r) => r.seq)).toEqual([5]);
    expect(one.lastSeq).toBe(5);
    expect(withRecord(one, record(5, { from: 'me' }))).toBe(one);
    expect(heldSeq(one)).toBe(5);
    expect(heldSeq(undefined)).toBe(0);
  });

  it('counts as unread only what others said after the read mark', () => {
    const records = [
      record(1, { kind: 'status', from: 'system', text: null, status: 'unpaid' }),
      record(2),
      record(3, { from: 'me' }),
      record(4, { from: 'staff' }),
      record(5, { kind: 'evidence' }),
      record(6, { kind: 'status', from: 'counterpart', status: 'paid' }),
    ];
    expect(unreadCount(chat(records), 0)).toBe(3);
    expect(unreadCount(chat(records), 4)).toBe(1);
    expect(unreadCount(undefined, 0)).toBe(0);
  });

  it('ticks one’s own records the counterpart has read', () => {
    const mine = record(3, { from: 'me' });
    expect(seenByCounterpart(mine, chat([mine], 2))).toBe(false);
    expect(seenByCounterpart(mine, chat([mine], 3))).toBe(true);
    expect(seenByCounterpart(record(2), chat([record(2)], 9))).toBe(false);
  });

  it('words a notification for each kind of record, and none for one’s own', () => {
    expect(noticeOf(record(1))).toBe('p2p.live.message');
    expect(noticeOf(record(1, { from: 'staff' }))).toBe('p2p.live.staff');
    expect(noticeOf(record(1, { kind: 'evidence' }))).toBe('p2p.live.evidence');
    expect(noticeOf(record(1, { kind: 'status', status: 'paid' }))).toBe('p2p.live.status.paid');
    expect(noticeOf(record(1, { kind: 'status', from: 'staff', status: null }))).toBe(
      'p2p.live.appealUpdate',
    );
    expect(noticeOf(record(1, { from: 'me' }))).toBeNull();
  });
});
