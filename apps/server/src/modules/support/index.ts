/**
 * Support: customer-service chat between a user and the bot, then an
 * agent, with the console's workspace.
 *
 * A conversation (`support.chat.ts`) starts pending: the bot answers each
 * message from the help centre and FAQ in the user's language (the
 * content module's `helpSearch`) and offers "talk to a person", which puts
 * it in the queue (open, waiting since then). An agent takes it over
 * (`support.desk.ts`): one transaction locks the agent's row, counts their
 * open conversations against their capacity, then locks the conversation,
 * so two agents at once are decided by the lock and "take next" skips what
 * another is taking; the user sees "agent joined" and "agent left" and the
 * agent's support name with the verified badge. Agents hand over, release
 * to the queue, snooze (woken by the upkeep job or the user's message),
 * add internal notes and resolve; a resolved conversation reopens when the
 * user writes, and the user rates it once. A conversation may be about the
 * user's own records (spot orders, withdrawals, deposits, P2P orders,
 * loans: `RecordLookup`s from the platform and the modules that own them).
 *
 * Every event (message, note, activity, withdrawal) is numbered per
 * conversation under the conversation's lock (`support.store.ts`); the
 * user sees all but notes, and `user_seq` is the last they can see. Events
 * reach sockets after commit (`support.publish.ts`) on `support:<id>` for
 * the user and, on the console's socket, `support:<id>` and `desk`; each
 * carries the sequence its side saw before it, and a client that reconnects
 * subscribes with `since` and gets what followed (a withdrawal included,
 * by its own number). Delivered and read marks are per side; typing is
 * pushed, never stored.
 *
 * Withdrawal: the author, within two minutes, not in a conversation about a
 * P2P order under appeal (evidence); the text goes, the image is erased
 * from the files module after the commit, the tombstone stays. Images are
 * chat uploads (`purpose=chat`) of the user's own, read back through this
 * module's routes (an agent's view is audited by the files module).
 *
 * Boundary: owns support_agent, support_conversation, support_link,
 * support_message and support_canned; serves /uc/support/* and the
 * console's /support routes (support.chat, support.manage) and realtime
 * topics.
 *
 * Invariant: events are numbered 1..last_seq, each once; a conversation
 * waits in the queue exactly while open with no agent; a user has at most
 * one conversation not resolved; no take puts an agent above capacity.
 */
export { supportModule } from './support.module.js';
