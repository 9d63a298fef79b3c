import type { SupportConversation, SupportMessage } from '@exchange/contracts';

/** A conversation as the server describes it: the bot has it, nothing read yet. */
export function conversation(overrides: Partial<SupportConversation> = {}): SupportConversation {
  return {
    id: 7,
    status: 'pending',
    agent: null,
    waiting: false,
    queuePosition: null,
    links: [],
    lastSeq: 0,
    staffDeliveredSeq: 0,
    staffReadSeq: 0,
    userReadSeq: 0,
    recallLocked: false,
    rating: null,
    canRate: false,
    createdAt: Date.now() - 60_000,
    resolvedAt: null,
    ...overrides,
  };
}

/** A message; by default a text from the user, sent a moment ago and no longer withdrawable. */
export function message(seq: number, overrides: Partial<SupportMessage> = {}): SupportMessage {
  return {
    conversationId: 7,
    seq,
    sender: 'user',
    senderName: null,
    kind: 'text',
    text: `Message ${seq}`,
    image: null,
    activity: null,
    bot: null,
    mine: true,
    recalled: false,
    recallableUntil: null,
    clientId: null,
    createdAt: Date.now() - 30_000,
    ...overrides,
  };
}

/** The bot's greeting, offering a person. */
export function greeting(seq: number): SupportMessage {
  return message(seq, {
    sender: 'bot',
    mine: false,
    text: null,
    bot: { reply: 'greeting', articles: [], offerHandoff: true },
  });
}

/** A message from an agent. */
export function staffMessage(seq: number, text: string, name = 'Alice'): SupportMessage {
  return message(seq, { sender: 'staff', senderName: name, mine: false, text });
}
