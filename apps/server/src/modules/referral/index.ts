/**
 * Referral: invitation codes, links, QR codes and posters; the programme
 * (levels, rebate bases and rates, qualifying recharge, tiers, the
 * miner-level rule, a daily cap, vesting) and its compliance switch;
 * rebates computed from domain events (fees paid on the live venue,
 * deposits credited, mining income paid), clawed back when an invitee's
 * deposit is withdrawn while they vest; claims once a day; adding a
 * referrer within the window after registering.
 *
 * Rebates are paid only from the `promotions` system account, which
 * operators fill by maker-checker adjustments (kind `promotions_fund`):
 * each is set aside into `referral:payable` when it accrues (so a claim
 * never lacks money), or recorded unpaid with why (unverified invitee, the
 * miner-level rule, the daily cap, an empty budget, an unpriced coin). The
 * default programme pays 20 % of trading fees over one level; deposit
 * rebates and more than two levels are refused unless an operator with
 * `referral.compliance` turns the switch on, recording who and why. Who
 * invited whom is the account module's (`app_user.invited_by`, set once).
 *
 * Boundary: owns referral_setting, referral_compliance_log,
 * referral_permission, referral_recharge, referral_claim and
 * referral_rebate, and the ledger's `referral:payable` account (with
 * `promotions`); serves /uc/promotion/* and the console's /referral routes;
 * provides `referral.mayRefer`, which registration asks.
 *
 * Invariant: `referral:payable` holds exactly the rebates vesting; no
 * `promotions` account is below zero; a rebate is paid at most once per
 * fact and level; a claim pays exactly the rebates that name it, once a day.
 */
export { referralModule } from './referral.module.js';
