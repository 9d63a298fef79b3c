/**
 * Peer-to-peer fiat trading, built in parts. Today: payment methods
 * (`p2p.payments.ts`), each carrying the user's verified real name (asked of
 * the identity module) and its account sealed by the secrets key, within
 * the operator's per-user cap; each payment type has an operator-set
 * chargeback-risk class. The order's states and who may move them are one
 * table (`p2p.order.core.ts`), tested whole; an ad's terms and its floating
 * price are `p2p.ad.core.ts`'s pure rules. Ads, orders with escrow, appeals
 * and chat follow.
 *
 * The coins ads may trade are `p2p_coin`'s (`/otc/coin/all`); the fiat
 * currencies are the pricing currencies, served by the currency module
 * (`/currency/findAll`).
 *
 * Boundary: owns p2p_coin, p2p_payment_type, p2p_payment_method and
 * p2p_setting; serves /uc/otc/coin/all and /uc/payment/*; learns a user's
 * verification only through `IdentityQuery`.
 *
 * Invariant: a payment method's name is its owner's verified real name;
 * a user holds at most the cap of live methods; a deleted method is kept.
 */
export { p2pModule } from './p2p.module.js';
