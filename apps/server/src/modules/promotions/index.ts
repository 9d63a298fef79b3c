/**
 * Promotions: red packets and activities (the sign-up bonus is to join).
 * A verified user packs coins from their spot wallet into shares behind a
 * code, with the fund password, once per request id; the coins stay theirs,
 * held (hold kind `red_packet`), until a share is claimed: one share per
 * person, never the sender, first come first served under the packet's row
 * lock; what nobody claimed in 24 hours goes back (a durable job per packet,
 * and a sweep beneath it). Every move is a `red_packet` ledger posting
 * (`redpacket.postings.ts`). Activities are operator campaigns: a claim
 * activity pays on joining, once per user and per wallet address; a
 * deposit activity counts deposits credited after joining towards its
 * target; rewards come from the promotions budget under its lock, never
 * beyond the activity's slots.
 *
 * Boundary: owns red_packet, red_packet_share, activity, activity_entry and
 * activity_deposit, and holds of kind
 * `red_packet`; serves /uc/promotion/red-packet/* and the console's
 * /promotions/red-packets.
 *
 * Invariant: an open packet holds exactly its unclaimed shares and a closed
 * one nothing; its shares add up to its total; a finished packet has every
 * share claimed and an expired one returned exactly the rest.
 */
export { promotionsModule } from './promotions.module.js';
