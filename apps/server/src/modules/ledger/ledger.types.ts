import {
  CHANGE_TYPES,
  USER_WALLETS,
  type ChangeType,
  type UserWalletName,
} from '@exchange/contracts';

/** The wallets a user holds (spec section 1), as the API names them; system accounts use `system`. */
export const WALLETS = USER_WALLETS;
export type UserWallet = UserWalletName;
export type Wallet = UserWallet | 'system';

/** A balance has three parts; only the ledger moves amounts between them. */
export const PARTS = ['available', 'frozen', 'locked'] as const;
export type Part = (typeof PARTS)[number];
export type HoldPart = Exclude<Part, 'available'>;

/** The spec's account-change types (section 3); every transaction carries one. The API filters history by them. */
export const LEDGER_TYPES = CHANGE_TYPES;
export type LedgerType = ChangeType;

/**
 * Who an account belongs to. System accounts: `custody:<chain>` (what the
 * platform holds on a chain; it goes negative as users deposit, mirroring
 * their claims), `fees`, `insurance`, `security_fund`, `promotions`,
 * `clearing:<purpose>` (must return to zero), `faucet` (demo only), `perp_pnl` (contract
 * PnL realised against positions still open; zero once all are closed), `lending:<part>`
 * (a savings pool's parts and its loan book, `lending.postings.ts`), `earn:treasury` and
 * `earn:product:<id>` (earn income put up by operators, and a product's share of it),
 * `mining:income` (real pool payouts put up by operators, what machines are paid from) and
 * `mining:sales` (what buyers paid for machines).
 */
export type AccountRef =
  | { readonly userId: number; readonly wallet: UserWallet; readonly asset: string }
  | { readonly system: string; readonly asset: string };

export interface PostingLine {
  readonly account: AccountRef;
  readonly part: Part;
  /** Signed decimal string; never zero. */
  readonly amount: string;
  /**
   * What this line is about, when the posting covers many things (a spot
   * matching batch's fills, one posting per change type): the entry's own
   * reference. Defaults to the posting's.
   */
  readonly reference?: string;
}

/**
 * Every kind of hold, and the module whose records own it: `withdrawal`
 * (a withdrawal), `order` (a spot or contract order's freeze), `position`
 * (a contract position's isolated margin), `merchant_deposit` (a business
 * certification's security deposit), `p2p_ad` (a listed sell ad's
 * remaining quantity), `p2p_order` (a P2P order's escrow),
 * `loan_collateral` (a pledge loan's collateral), `earn_principal` (an earn
 * order's principal, in custody in the buyer's finance wallet), `earn_reserve`
 * (the most an earn order can be paid, in its product's funding account),
 * `mining_reward` (a mining payout in the buyer's mining wallet, until withdrawn), `red_packet` (a red
 * packet's shares not yet claimed, in the sender's spot wallet). Others join as their
 * modules do; the checker refuses any hold of another kind.
 */
export const HOLD_KINDS = [
  'withdrawal',
  'order',
  'position',
  'merchant_deposit',
  'p2p_ad',
  'p2p_order',
  'loan_collateral',
  'earn_principal',
  'earn_reserve',
  'mining_reward',
  'red_packet',
] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];

export interface HoldOpen {
  /** Unique per hold, e.g. `withdrawal:123`; used to release it. */
  readonly key: string;
  readonly account: AccountRef;
  readonly part: HoldPart;
  readonly amount: string;
  /** What holds the funds; each kind's owner checks that no hold of it lacks its record. */
  readonly kind: HoldKind;
}

export interface HoldRelease {
  readonly key: string;
  /** Defaults to everything still held. */
  readonly amount?: string;
}

export interface Posting {
  /** One effect per key: a repeat returns the first result and changes nothing. */
  readonly idempotencyKey: string;
  readonly type: LedgerType;
  /** What it is about, e.g. `withdrawal:123` or `transfer:abc`. */
  readonly reference: string;
  readonly memo?: string;
  readonly lines: readonly PostingLine[];
  readonly holds?: {
    readonly open?: readonly HoldOpen[];
    readonly release?: readonly HoldRelease[];
  };
}

export function accountKey(ref: AccountRef): string {
  return 'system' in ref
    ? `system:${ref.system}:${ref.asset}`
    : `user:${ref.userId}:${ref.wallet}:${ref.asset}`;
}
