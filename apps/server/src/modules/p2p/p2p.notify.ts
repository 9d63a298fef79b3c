/**
 * What a record of a P2P order's case file means for its parties'
 * notifications: its category (the spec's order, appeal and chat switches)
 * and the order or appeal event it is, if any, which e-mails and SMS carry
 * (the notifications module words and sends them).
 */

/** What a record is about, for the user's switches. */
export type Category = 'order' | 'appeal' | 'chat';

type P2pEvent =
  'created' | 'paid' | 'timed_out' | 'completed' | 'cancelled' | 'appeal' | 'evidence';

/** A record's category and, for e-mail and SMS, its event. */
export function classify(
  kind: string,
  actor: string,
  body: Record<string, unknown>,
): { category: Category; event: P2pEvent | null } {
  if (kind === 'message') return { category: 'chat', event: null };
  if (kind === 'evidence') return { category: 'appeal', event: 'evidence' };
  const to = typeof body.to === 'string' ? body.to : null;
  if (to === null) return { category: 'appeal', event: null }; // an operator's proposal
  if (to === 'appeal') return { category: 'appeal', event: 'appeal' };
  const event = (['unpaid', 'paid', 'timed_out', 'completed', 'cancelled'] as const).includes(
    to as never,
  )
    ? ((to === 'unpaid' ? 'created' : to) as P2pEvent)
    : null;
  return {
    category: actor.startsWith('operator') || body.from === 'appeal' ? 'appeal' : 'order',
    event,
  };
}
