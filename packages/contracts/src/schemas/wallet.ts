import { z } from 'zod';
import { fundPassword } from './account.js';
import { savedAddressCheckSchema } from './address-book.js';
import { page, pageNo, pageSize, positiveAmount } from './fields.js';

/** Wallet: balances per account, history, transfers. Amounts are decimal strings. */

export const USER_WALLETS = ['spot', 'contract', 'delivery', 'finance', 'mining'] as const;
export type UserWalletName = (typeof USER_WALLETS)[number];

/** The spec's account-change types (section 3), the `historyType` filter of GET /wallet_history/list. */
export const CHANGE_TYPES = [
  'recharge',
  'withdraw',
  'transfer',
  'spot_buy',
  'spot_sell',
  'perpetual_open',
  'perpetual_close',
  'fee',
  'pnl',
  'option',
  'seconds_contract',
  'funding_fee',
  'financial_interest',
  'fund_purchase',
  'fund_redemption',
  'mining_redemption',
  'referral_reward',
  'activity_reward',
  'red_packet',
  'manual_deposit',
  'manual_withdrawal',
  'refund',
  /** A business certification's security deposit, locked or released. */
  'merchant_deposit',
  /** Coins into a P2P ad's or order's escrow, or back out of it. */
  'p2p_escrow',
  /** A P2P order's coins from the seller's escrow to the buyer. */
  'p2p_trade',
  'loan',
  'other',
] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

const decimalString = z.string();

/** A coin symbol as sent by clients, in any case: "usdt" means USDT. */
export const assetSymbol = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,16}$/, { error: 'ASSET_UNKNOWN' });

/** A network name such as TRC20 or ERC20, in any case. */
const chainName = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_]{2,16}$/, { error: 'DEPOSIT_CHAIN_WRONG' });

export const assetBalanceSchema = z.object({
  asset: z.string(),
  available: decimalString,
  frozen: decimalString,
  locked: decimalString,
  total: decimalString,
  /** Value in USD at the index price; null when the asset has no price yet. */
  usdValue: decimalString.nullable(),
});
export type AssetBalance = z.infer<typeof assetBalanceSchema>;

export const walletAccountSchema = z.object({
  wallet: z.enum(USER_WALLETS),
  /** Sum of the priced assets only; `unpriced` lists the rest so nothing is silently left out. */
  totalUsd: decimalString,
  unpriced: z.array(z.string()),
  assets: z.array(assetBalanceSchema),
});

/** `GET /asset/wallet`. */
export const walletOverviewSchema = z.object({
  totalUsd: decimalString,
  unpriced: z.array(z.string()),
  accounts: z.array(walletAccountSchema),
});
export type WalletOverview = z.infer<typeof walletOverviewSchema>;

export const chainInfoSchema = z.object({
  chain: z.string(),
  /** Token contract on that chain, '' for the native coin. */
  contract: z.string(),
  depositEnabled: z.boolean(),
  withdrawEnabled: z.boolean(),
  confirmations: z.number().int(),
  depositMin: decimalString,
  /** Deposits above this are reviewed by an operator before crediting; null: none are. */
  depositReviewAbove: decimalString.nullable(),
  withdrawMin: decimalString,
  withdrawMax: decimalString,
  withdrawFee: decimalString,
  withdrawDailyCount: z.number().int(),
  /** UTC "HH:MM-HH:MM" when withdrawals are accepted. */
  withdrawWindow: z.string(),
});
export type ChainInfo = z.infer<typeof chainInfoSchema>;

export const coinSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  /** Spec: "1" means hot. */
  isTop: z.enum(['0', '1']),
  decimals: z.number().int(),
  chains: z.array(chainInfoSchema),
});
export type Coin = z.infer<typeof coinSchema>;

/** `GET /asset/wallet/{symbol}`. */
export const assetDetailSchema = z.object({
  coin: coinSchema,
  accounts: z.array(assetBalanceSchema.extend({ wallet: z.enum(USER_WALLETS) })),
});
export const symbolParams = z.object({
  symbol: assetSymbol(),
});

/**
 * The change types the platform posts today, in the order the statement's
 * type filter offers them. The spec's other types (options, savings,
 * referral rewards...) belong to products that do not exist yet: the
 * filter does not offer what cannot occur.
 */
export const POSTED_CHANGE_TYPES = [
  'recharge',
  'withdraw',
  'transfer',
  'spot_buy',
  'spot_sell',
  'perpetual_open',
  'perpetual_close',
  'pnl',
  'fee',
  'funding_fee',
  'manual_deposit',
  'manual_withdrawal',
  'activity_reward',
  'other',
] as const satisfies readonly ChangeType[];

/**
 * What a statement line is about: money in and out of the wallet itself
 * (deposits, withdrawals, transfers, corrections), a spot fill, a flash
 * exchange, or a perpetual or delivery contract's fills, PnL and funding.
 */
export const STATEMENT_PRODUCTS = ['wallet', 'spot', 'flash', 'perpetual', 'delivery'] as const;
export type StatementProduct = (typeof STATEMENT_PRODUCTS)[number];

/** `GET /wallet_history/list` (spec: historyType, pageNo, pageSize 20). */
export const walletHistoryQuery = z.object({
  historyType: z.enum(CHANGE_TYPES).optional(),
  product: z.enum(STATEMENT_PRODUCTS).optional(),
  asset: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,16}$/)
    .optional(),
  wallet: z.enum(USER_WALLETS).optional(),
  pageNo: pageNo().default(1),
  pageSize: pageSize(20, 100),
});

/** One ledger entry of the user's, as the statement's detail view lists it. */
export const statementEntrySchema = z.object({
  id: z.string(),
  transactionId: z.string(),
  type: z.enum(CHANGE_TYPES),
  asset: z.string(),
  wallet: z.enum(USER_WALLETS),
  part: z.enum(['available', 'frozen', 'locked']),
  /** Signed: positive in, negative out. */
  amount: decimalString,
  /** That part of that account after the entry. */
  balanceAfter: decimalString,
  createdAt: z.string(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

/**
 * One line of the statement: something the user did or received (a deposit,
 * a withdrawal, a transfer, a fill, a conversion, a PnL or funding payment),
 * not the ledger's plumbing. Moves between the parts of one account (a
 * freeze and its release) change no balance and are not lines of their own;
 * they stay visible in `entries`.
 */
export const walletHistoryEntrySchema = z.object({
  /** Opaque and stable: the key the line's entries share. */
  id: z.string(),
  /** The event's own type; `fee` only when the event is nothing but a fee. */
  type: z.enum(CHANGE_TYPES),
  product: z.enum(STATEMENT_PRODUCTS),
  /** The market or contract traded, the coins converted ("USDT>BTC"), or a transfer's two UIDs ("UID 1->UID 2"); '' when there is none. */
  subject: z.string(),
  /** Net change per account and coin, fees included; positive in, negative out. */
  changes: z.array(
    z.object({ asset: z.string(), wallet: z.enum(USER_WALLETS), amount: decimalString }),
  ),
  /** Fees the event paid, as positive amounts (already inside `changes`). */
  fees: z.array(z.object({ asset: z.string(), amount: decimalString })),
  /** An operator's reason on a manual correction; '' otherwise. */
  note: z.string(),
  createdAt: z.string(),
  entries: z.array(statementEntrySchema),
});
export type WalletHistoryEntry = z.infer<typeof walletHistoryEntrySchema>;
export const walletHistorySchema = page(walletHistoryEntrySchema);

/** A client-chosen id that makes a money-moving request safe to repeat. */
export const requestId = () =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'FIELD_FORMAT' });

/** `POST /asset/transfer`: between the user's own accounts. */
export const transferBody = z.object({
  asset: assetSymbol(),
  from: z.enum(USER_WALLETS),
  to: z.enum(USER_WALLETS),
  amount: positiveAmount(),
  requestId: requestId(),
});

/** `POST /asset/transfer/user`: spot to another user's spot, by UID (spec: target UID required). */
export const userTransferBody = z.object({
  asset: assetSymbol(),
  toUid: z
    .string({ error: 'TARGET_UID_REQUIRED' })
    .trim()
    .min(1, { error: 'TARGET_UID_REQUIRED' })
    .max(20),
  amount: positiveAmount(),
  fundPassword: fundPassword(),
  requestId: requestId(),
});
export const transferResultSchema = z.object({
  transactionId: z.string(),
  /** True when this requestId had already been applied: nothing moved twice. */
  replayed: z.boolean(),
});

/** `GET /wallet/withdraw/walletWithdrawEnable`: whether the security rules for withdrawing are met. */
export const withdrawEnableSchema = z.object({
  enabled: z.boolean(),
  fundPasswordSet: z.boolean(),
  googleBound: z.boolean(),
  emailBound: z.boolean(),
  phoneBound: z.boolean(),
});

// Deposits.

export const depositAddressQuery = z.object({
  symbol: assetSymbol(),
  chain: chainName(),
});
export const depositAddressSchema = z.object({
  symbol: z.string(),
  chain: z.string(),
  address: z.string(),
  depositMin: z.string(),
  /** Deposits above this wait for a review before they are credited; null: none do. */
  reviewAbove: z.string().nullable(),
  confirmations: z.number().int(),
  /** True on the simulated chain of the embedded default: nothing real can be sent here. */
  simulated: z.boolean(),
});

/**
 * Spec section 4's review states for deposits: `review` is applied and not
 * reviewed, `credited` after a passed review is success, `rejected` is
 * review failed. Below the chain's threshold a deposit goes straight from
 * confirming to credited.
 */
export const DEPOSIT_STATUSES = [
  'confirming',
  'review',
  'credited',
  'rejected',
  'below_minimum',
  'orphaned',
] as const;
export const depositSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  chain: z.string(),
  address: z.string(),
  amount: z.string(),
  confirmations: z.number().int(),
  requiredConfirmations: z.number().int(),
  txid: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  createdAt: z.string(),
  creditedAt: z.string().nullable(),
  /** When an operator passed or failed its review; null when it needed none or waits. */
  reviewedAt: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;
export const depositListQuery = z.object({
  pageNo: pageNo().default(1),
  pageSize: pageSize(20, 100),
});
export const depositListSchema = page(depositSchema);

/** Demo faucet (never in production): sends coins on the simulated chain to the user's deposit address. */
export const faucetBody = depositAddressQuery;
export const faucetResultSchema = z.object({ txid: z.string(), amount: z.string() });

// Withdrawals.

/** Spec section 4: applied (not reviewed), review passed, review failed, success, not arrived; plus cancelled by the user. */
export const WITHDRAWAL_STATUSES = [
  'applied',
  'review_passed',
  'review_failed',
  'success',
  'not_arrived',
  'cancelled',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** `GET /asset/withdraw/address-check`: the address as typed, checked before anything is asked. */
export const withdrawAddressQuery = z.object({
  symbol: assetSymbol(),
  chain: chainName(),
  address: z.string().trim().max(120),
});
export const withdrawAddressCheckSchema = z.object({
  /** The network can pay this address (format and checksum of the chain's family). */
  valid: z.boolean(),
  /** Never withdrawn to by this user on this network: the first withdrawal there is held 24 h. */
  newAddress: z.boolean(),
  /** The address as saved in the user's address book for this network; null when it is not. */
  saved: savedAddressCheckSchema.nullable().default(null),
  /** The whitelist is enforced: only saved, usable addresses are accepted. */
  whitelist: z.boolean().default(false),
});
export type WithdrawAddressCheck = z.infer<typeof withdrawAddressCheckSchema>;

export const withdrawBody = z.object({
  symbol: assetSymbol(),
  chain: chainName(),
  address: z
    .string()
    .trim()
    .min(20, { error: 'WITHDRAW_ADDRESS_INVALID' })
    .max(120, { error: 'WITHDRAW_ADDRESS_INVALID' }),
  /** What leaves the balance; the network fee comes out of it. */
  amount: positiveAmount(),
  fundPassword: fundPassword(),
  /** From POST /security/safe-verify: a fresh second factor. */
  stepUpToken: z.string().min(1, { error: 'STEP_UP_REQUIRED' }).max(100),
  requestId: requestId(),
});

export const withdrawalSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  chain: z.string(),
  address: z.string(),
  amount: z.string(),
  fee: z.string(),
  /** amount - fee: what arrives. */
  receiveAmount: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** A first withdrawal to a new address waits until then before it is sent. */
  holdUntil: z.string().nullable(),
  rejectReason: z.string(),
  txid: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalListSchema = page(withdrawalSchema);
