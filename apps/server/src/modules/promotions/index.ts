/**
 * Promotions: red packets (the sign-up bonus and activities are to join).
 * A verified user packs coins from their spot wallet into shares behind a
 * code, with the fund password, once per request id; the coins stay theirs,
 * held (hold kind `red_packet`), until a share is claimed: one share per
 * person, never the sender, first come first served under the packet's row
 * lock; what nobody claimed in 24 hours goes back (a durable job per packet,
 * and a sweep beneath it). Every move is a `red_packet` ledger posting
 * (`redpacket.postings.ts`).
 *
 * Boundary: owns red_packet and red_packet_share, and holds of kind
 * `red_packet`; serves /uc/promotion/red-packet/* and the console's
 * /promotions/red-packets.
 *
 * Invariant: an open packet holds exactly its unclaimed shares and a closed
 * one nothing; its shares add up to its total; a finished packet has every
 * share claimed and an expired one returned exactly the rest.
 */
export { promotionsModule } from './promotions.module.js';
