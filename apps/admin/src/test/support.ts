import type {
  SupportConversation,
  SupportDeskConversation,
  SupportQueueRow,
  SupportStaffMessage,
} from '@exchange/contracts';

/**
 * The support desk as the console's API sends it: conversations in the
 * queue, one conversation (#7, Dana's, in German, linked to a P2P order
 * under appeal) with its messages, canned replies and agents. The signed-in
 * operator of the harness is #1 ("alice"); #2 is a colleague, "Bob".
 */

export const ME = 1;
export const COLLEAGUE = 2;

export function conversation(over: Partial<SupportConversation> = {}): SupportConversation {
  return {
    id: 7,
    status: 'open',
    agent: null,
    waiting: true,
    queuePosition: 0,
    links: [{ kind: 'p2p_order', ref: 'P2P250102000011' }],
    lastSeq: 5,
    staffDeliveredSeq: 5,
    staffReadSeq: 3,
    userReadSeq: 4,
    recallLocked: false,
    rating: null,
    canRate: false,
    createdAt: 1_735_000_000_000,
    resolvedAt: null,
    ...over,
  };
}

export function row(over: Partial<SupportQueueRow> = {}): SupportQueueRow {
  return {
    id: 7,
    status: 'open',
    user: { id: 42, name: 'dana' },
    language: 'de_DE',
    assignee: null,
    waitingSince: 1_735_000_100_000,
    lastMessageAt: 1_735_000_200_000,
    lastText: 'Wo ist meine Zahlung?',
    links: [{ kind: 'p2p_order', ref: 'P2P250102000011' }],
    unread: 2,
    rating: null,
    snoozedUntil: null,
    ...over,
  };
}

/** Three waiting: the server lists the longest waiting first. */
export const WAITING = [
  row({ id: 7, waitingSince: 1_735_000_100_000 }),
  row({
    id: 8,
    user: { id: 43, name: 'erik' },
    language: 'en_US',
    waitingSince: 1_735_000_300_000,
    lastText: 'Withdrawal stuck',
    links: [{ kind: 'withdrawal', ref: 'W-1' }],
    unread: 0,
  }),
  row({
    id: 9,
    user: { id: 44, name: 'fei' },
    language: 'zh_CN',
    waitingSince: 1_735_000_500_000,
    lastText: null,
    links: [],
    unread: 1,
  }),
];

export function queuePage(list: SupportQueueRow[], over: Record<string, number> = {}) {
  return { list, total: list.length, waiting: 3, mine: 1, capacity: 5, ...over };
}

export function desk(
  over: { conversation?: Partial<SupportConversation>; row?: Partial<SupportQueueRow> } = {},
): SupportDeskConversation {
  return {
    conversation: conversation(over.conversation),
    row: row(over.row),
    user: {
      id: 42,
      name: 'dana',
      registeredAt: 1_700_000_000_000,
      verificationLevel: 'advanced',
      status: 'active',
      conversations: 3,
    },
    records: [
      {
        kind: 'p2p_order',
        ref: 'P2P250102000011',
        title: 'Buy 200 USDT for 200 USD',
        status: 'appeal',
        createdAt: 1_735_000_000_000,
        appealed: true,
      },
    ],
    staffLastSeq: 5,
  };
}

/** Mine: assigned to the signed-in operator. */
export const MINE = { row: { assignee: { id: ME, name: 'Alice' }, waitingSince: null } };

export function message(over: Partial<SupportStaffMessage> & { seq: number }): SupportStaffMessage {
  return {
    conversationId: 7,
    sender: 'user',
    senderName: null,
    kind: 'text',
    text: `message ${over.seq}`,
    image: null,
    activity: null,
    bot: null,
    mine: false,
    recalled: false,
    recallableUntil: null,
    clientId: null,
    createdAt: 1_735_000_000_000 + over.seq * 1000,
    senderId: null,
    ...over,
  };
}

/** A conversation's messages: the user, the bot, an activity, a note, an image. */
export function thread(nowMs: number): SupportStaffMessage[] {
  return [
    message({ seq: 1, text: 'Hallo' }),
    message({
      seq: 2,
      sender: 'bot',
      text: 'Hi! These may help.',
      bot: {
        reply: 'found',
        articles: [{ kind: 'help', id: 3, title: 'P2P appeals' }],
        offerHandoff: true,
      },
    }),
    message({
      seq: 3,
      sender: 'system',
      kind: 'activity',
      text: null,
      activity: { code: 'agent_joined', name: 'Alice', link: null },
    }),
    message({
      seq: 4,
      sender: 'staff',
      senderName: 'Bob',
      senderId: COLLEAGUE,
      kind: 'note',
      text: 'Checked the bank statement',
      createdAt: nowMs - 30_000,
    }),
    message({
      seq: 5,
      kind: 'image',
      text: null,
      image: { width: 800, height: 600 },
    }),
  ];
}

export const CANNED = [
  { id: 1, language: 'de_DE', title: 'Begrüßung', text: 'Guten Tag! Wie kann ich helfen?' },
  { id: 2, language: 'de_DE', title: 'Prüfung', text: 'Ich prüfe das sofort.' },
];

export const AGENTS = [
  {
    operatorId: ME,
    username: 'alice',
    displayName: 'Alice',
    capacity: 5,
    load: 1,
    resolved30d: 40,
    rating30d: '4.6',
    online: true,
  },
  {
    operatorId: COLLEAGUE,
    username: 'bob',
    displayName: 'Bob',
    capacity: 3,
    load: 1,
    resolved30d: 12,
    rating30d: null,
    online: false,
  },
];
