import { describe, expect, it } from 'vitest';
import { conversation, greeting, message, staffMessage } from './test/fixtures';
import {
  applyEvent,
  applySnapshot,
  canWithdraw,
  mergeMessages,
  newestFromOthers,
  parseEvent,
  parseLinkParam,
  parseSnapshot,
  tickOf,
  type SupportThread,
} from './thread';

const seqs = (thread: SupportThread) => thread.messages.map((m) => m.seq);

describe('support thread', () => {
  it('takes a latest snapshot, then numbered updates by seq, each once', () => {
    let thread = applySnapshot(undefined, {
      conversation: conversation({ lastSeq: 3 }),
      mode: 'latest',
      messages: [greeting(1), message(2), staffMessage(3, 'Hello')],
      more: true,
    });
    expect(seqs(thread)).toEqual([1, 2, 3]);
    expect(thread.lastSeq).toBe(3);
    expect(thread.more).toBe(true);

    const update = { event: 'message', seq: 4, prevSeq: 3, message: message(4) } as const;
    let applied = applyEvent(thread, update);
    expect(applied.gapAfter).toBeNull();
    thread = applied.thread;
    // The same update again (a resume that overlaps) changes nothing.
    applied = applyEvent(thread, update);
    thread = applied.thread;
    expect(seqs(thread)).toEqual([1, 2, 3, 4]);
    expect(thread.lastSeq).toBe(4);
    expect(applied.gapAfter).toBeNull();
  });

  it('replaces what it holds on a latest snapshot and adds on an after snapshot', () => {
    const held = applySnapshot(undefined, {
      conversation: conversation({ lastSeq: 5 }),
      mode: 'latest',
      messages: [message(4), message(5)],
      more: false,
    });
    const resumed = applySnapshot(held, {
      conversation: conversation({ lastSeq: 7 }),
      mode: 'after',
      messages: [message(5, { text: 'edited copy' }), message(6), message(7)],
      more: false,
    });
    expect(seqs(resumed)).toEqual([4, 5, 6, 7]);
    expect(resumed.messages[1]?.text).toBe('edited copy');
    expect(resumed.lastSeq).toBe(7);
    const fresh = applySnapshot(resumed, {
      conversation: conversation({ lastSeq: 9 }),
      mode: 'latest',
      messages: [message(8), message(9)],
      more: true,
    });
    expect(seqs(fresh)).toEqual([8, 9]);
    expect(fresh.more).toBe(true);
  });

  it('turns a message into its tombstone on a recalled update, which no stale copy undoes', () => {
    const thread = applySnapshot(undefined, {
      conversation: conversation({ lastSeq: 2 }),
      mode: 'latest',
      messages: [message(1), message(2)],
      more: false,
    });
    const tombstone = message(2, { text: null, recalled: true });
    // The withdrawal is numbered as a new event (3) and names the message it withdrew (2).
    const { thread: after, gapAfter } = applyEvent(thread, {
      event: 'recalled',
      seq: 3,
      prevSeq: 2,
      message: tombstone,
    });
    expect(gapAfter).toBeNull();
    expect(seqs(after)).toEqual([1, 2]);
    expect(after.messages[1]?.recalled).toBe(true);
    expect(after.lastSeq).toBe(3);
    // A page read before the withdrawal, arriving after it.
    expect(mergeMessages(after.messages, [message(2)])[1]?.recalled).toBe(true);
  });

  it('reports a gap when an update follows an event it never saw, and chains on from it', () => {
    const thread = applySnapshot(undefined, {
      conversation: conversation({ lastSeq: 3 }),
      mode: 'latest',
      messages: [message(3)],
      more: false,
    });
    const gap = applyEvent(thread, { event: 'message', seq: 6, prevSeq: 5, message: message(6) });
    expect(gap.gapAfter).toBe(3);
    expect(gap.thread.lastSeq).toBe(6);
    const next = applyEvent(gap.thread, {
      event: 'message',
      seq: 7,
      prevSeq: 6,
      message: message(7),
    });
    expect(next.gapAfter).toBeNull();
  });

  it('keeps the queue position and the conversation state from their updates', () => {
    const thread = applySnapshot(undefined, {
      conversation: conversation({ status: 'open', waiting: true, queuePosition: 3, lastSeq: 2 }),
      mode: 'latest',
      messages: [],
      more: false,
    });
    const moved = applyEvent(thread, { event: 'queue', position: 1 }).thread;
    expect(moved.conversation.queuePosition).toBe(1);
    const joined = applyEvent(moved, {
      event: 'conversation',
      conversation: conversation({ status: 'open', agent: { name: 'Alice', verified: true } }),
    }).thread;
    expect(joined.conversation.agent?.name).toBe('Alice');
    // The state never moves the numbering back.
    expect(joined.conversation.lastSeq).toBe(2);
  });

  it('validates frames against the contracts', () => {
    expect(
      parseSnapshot({ conversation: conversation(), mode: 'latest', messages: [], more: false })
        .success,
    ).toBe(true);
    expect(
      parseSnapshot({ conversation: conversation(), mode: 'later', messages: [], more: false })
        .success,
    ).toBe(false);
    expect(
      parseSnapshot({ conversation: {}, mode: 'latest', messages: [], more: false }).success,
    ).toBe(false);
    expect(parseEvent({ event: 'message', seq: 2, prevSeq: 1, message: message(2) }).success).toBe(
      true,
    );
    expect(parseEvent({ event: 'message', seq: 2, message: message(2) }).success).toBe(false);
    expect(parseEvent({ event: 'message', seq: 2, prevSeq: 1, message: { seq: 2 } }).success).toBe(
      false,
    );
    expect(parseEvent({ event: 'typing', from: 'staff' }).success).toBe(true);
    expect(parseEvent({ event: 'queue', position: -1 }).success).toBe(false);
    expect(parseEvent({ event: 'nonsense' }).success).toBe(false);
    expect(parseEvent(null).success).toBe(false);
  });

  it('reads ?link=kind:ref only for the kinds and references the server takes', () => {
    expect(parseLinkParam('p2p_order:123')).toEqual({ kind: 'p2p_order', ref: '123' });
    expect(parseLinkParam('withdrawal:45')).toEqual({ kind: 'withdrawal', ref: '45' });
    expect(parseLinkParam('margin:1')).toBeNull();
    expect(parseLinkParam('deposit:')).toBeNull();
    expect(parseLinkParam('deposit:1 or 1=1')).toBeNull();
    expect(parseLinkParam(null)).toBeNull();
  });

  it('allows a withdrawal of one’s own message only within its window and without an appeal lock', () => {
    const now = 1_000_000;
    const own = message(1, { recallableUntil: now + 1_000 });
    expect(canWithdraw(own, conversation(), now)).toBe(true);
    expect(canWithdraw(own, conversation(), now + 1_000)).toBe(false);
    expect(canWithdraw(own, conversation({ recallLocked: true }), now)).toBe(false);
    expect(canWithdraw(message(1, { recallableUntil: null }), conversation(), now)).toBe(false);
    expect(canWithdraw({ ...own, mine: false }, conversation(), now)).toBe(false);
  });

  it('names the newest message from others and the ticks on one’s own', () => {
    expect(newestFromOthers([greeting(1), staffMessage(2, 'Hi'), message(3)])).toBe(2);
    expect(newestFromOthers([message(1)])).toBe(0);
    const conv = conversation({ staffDeliveredSeq: 5, staffReadSeq: 3 });
    expect(tickOf(message(3), conv)).toBe('read');
    expect(tickOf(message(5), conv)).toBe('delivered');
    expect(tickOf(message(6), conv)).toBe('sent');
  });
});
