/**
 * Peer-to-peer fiat trading (spec 001). Payment methods (`p2p.payments.ts`)
 * carry the user's verified real name (asked of the identity module), the
 * account sealed by the secrets key, within the operator's per-user cap;
 * each payment type has an operator-set chargeback-risk class, which caps a
 * buyer's first trade. Merchants post ads (`p2p.ads.ts`: fixed or floating
 * price, the spec's limits and counterpart conditions); anyone verified
 * takes them (`p2p.orders.ts`; its reads in `p2p.orders.reads.ts`, who may
 * take what in `p2p.orders.terms.ts`). Coins are in the seller's spot wallet: a
 * listed sell ad holds its remaining quantity, and an order holds its
 * quantity in escrow from creation until the seller releases it to the
 * buyer or the buyer cancels (every posting is data in `p2p.escrow.ts`).
 * An order's states and who may move them are one table
 * (`p2p.order.core.ts`); its payment deadline and release window are durable
 * jobs enqueued with it; each change is a record in its chained case file
 * (`p2p.chain.ts`). The market's reads and advertiser statistics are
 * `p2p.market.ts`. The chained records are also the order's chat
 * (`p2p.chat.ts`: messages and evidence beside every status change, paged
 * over REST and pushed on the realtime topic `p2p`, with each party's read
 * mark kept on the server so any of their devices counts unread alike). Appeals
 * (`p2p.appeals.ts`) keep the escrow locked; an operator decides release,
 * return or split through the order's own settlement, two operators above
 * the threshold, on a case file whose chain is checked
 * (`p2p.appeals.console.ts`).
 *
 * The coins ads may trade are `p2p_coin`'s (`/otc/coin/all`); the fiat
 * currencies are the pricing currencies, served by the currency module
 * (`/currency/findAll`), whose rates turn a floating ad's USD index into its fiat.
 *
 * Boundary: owns the p2p_* tables and the ledger holds of kinds `p2p_ad` and
 * `p2p_order`; serves /uc/otc/*, /uc/payment/*,
 * /uc/ctc-internal-message/chat/* and the console's /p2p routes; learns a user's verification only through `IdentityQuery`.
 *
 * Invariant: escrow equals the open orders' quantities and a listed sell
 * ad's hold its remaining quantity (`p2p.check.ts`); an ad's remaining is its
 * quantity less its orders not cancelled; each order's records link; a
 * payment method's name is its owner's verified real name.
 */
export { p2pModule } from './p2p.module.js';
