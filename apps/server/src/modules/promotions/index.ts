/**
 * Promotions: red packets, activities and the sign-up bonus.
 * A verified user packs coins from their spot wallet into shares behind a
 * code, with the fund password, once per request id; the coins stay theirs,
 * held (hold kind `red_packet`), until a share is claimed: one share per
 * person, never the sender, first come first served under the packet's row
 * lock; what nobody claimed in 24 hours goes back (a durable job per packet,
 * and a sweep beneath it). Every move is a `red_packet` ledger posting
 * (`redpacket.postings.ts`). Activities are operator campaigns: a claim
 * activity pays on joining, once per user and per wallet address; a
 * deposit or trade activity counts deposits credited, or USDT traded, after
 * joining towards its target; rewards come from the promotions budget under
 * its lock, never beyond the activity's slots. The sign-up bonus
 * (`bonus.service.ts`) is promotional credit granted on primary
 * verification; until its turnover is traded, `promoCredit.ensureOutflow`
 * keeps coins leaving the user from taking their value below what it locks.
 *
 * Boundary: owns red_packet, red_packet_share, activity, activity_entry,
 * activity_progress, bonus_settings, bonus_credit and bonus_trade, and holds
 * of kind `red_packet`; serves /uc/promotion/red-packet/*,
 * /uc/promotion/activit*, /uc/promotion/bonus and the console's /promotions
 * routes; provides `promoCredit`.
 *
 * Invariant: an open packet holds exactly its unclaimed shares and a closed
 * one nothing; its shares add up to its total; a finished packet has every
 * share claimed and an expired one returned exactly the rest; a granted
 * bonus was paid once, by the transaction it names.
 */
export { promotionsModule } from './promotions.module.js';
