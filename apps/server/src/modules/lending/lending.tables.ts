import type { Generated, Selectable } from 'kysely';
import type { CreditTables } from './credit.tables.js';

/** The lending module's tables (migration 0038). NUMERIC columns are decimal strings. */

export interface LendingSettingTable {
  id: Generated<boolean>;
  saver_share: string;
  payout_hour: number;
  time_zone: string;
  hold_hours: number;
  liquidation_band: string;
  liquidation_slices: number;
  liquidator_id: number | null;
  updated_at: Generated<Date>;
}

export interface SavingsCoinTable {
  asset: string;
  min_subscribe: string;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface SavingsPoolTable {
  asset: string;
  shares: Generated<string>;
  /** The local date (YYYY-MM-DD) of the last payout. */
  last_payout: string | null;
  updated_at: Date;
}

export interface SavingsHoldingTable {
  user_id: number;
  asset: string;
  shares: Generated<string>;
  /** What the saver put in less what they took out: income is value above it. */
  principal: Generated<string>;
  updated_at: Date;
}

export interface SavingsLotTable {
  id: Generated<string>;
  user_id: number;
  asset: string;
  amount: string;
  created_at: Date;
  converted_at: Date | null;
}

export type RedemptionStatus = 'queued' | 'paid';

export interface SavingsRedemptionTable {
  id: Generated<string>;
  user_id: number;
  asset: string;
  amount: string;
  status: RedemptionStatus;
  created_at: Date;
  paid_at: Date | null;
}

export type SavingsEventKind = 'subscribe' | 'convert' | 'redeem' | 'redeem_queued' | 'redeem_paid';

export interface SavingsEventTable {
  id: Generated<string>;
  user_id: number;
  asset: string;
  kind: SavingsEventKind;
  amount: string;
  /** Shares this event added (convert) or burned (redeem, negative). */
  shares: Generated<string>;
  request_id: string | null;
  /** A queued redemption's row, for its status. */
  redemption_id: string | null;
  created_at: Date;
}

export interface SavingsPayoutTable {
  asset: string;
  date: string;
  paid_at: Date;
  interest: string;
  savers: string;
  fund: string;
  /** The shares that earned (before this payout converted lots). */
  shares: string;
  price_before: string;
  price_after: string;
  converted: string;
  /** The last `savings_event` before the payout: the shares that earned are the sum up to it. */
  last_event_id: string;
  /** The ledger reference of its postings. */
  reference: string;
  /** The ledger transaction that paid it (null when nothing moved). */
  transaction_id: string | null;
}

export interface LoanPairTable {
  id: Generated<number>;
  collateral: string;
  loan_coin: string;
  initial_ratio: string;
  call_ratio: string;
  liquidation_ratio: string;
  hourly_rate: string;
  late_hourly_rate: string;
  term_days: number[];
  min_loan: string;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export type LoanStatus = 'accruing' | 'settled' | 'liquidating' | 'liquidated';

export interface PledgeLoanTable {
  id: Generated<string>;
  user_id: number;
  request_id: string;
  pair_id: number;
  collateral: string;
  loan_coin: string;
  collateral_amount: string;
  borrowed: string;
  principal: string;
  interest_due: Generated<string>;
  interest_paid: Generated<string>;
  interest_through: Date;
  hourly_rate: string;
  late_hourly_rate: string;
  initial_ratio: string;
  call_ratio: string;
  liquidation_ratio: string;
  term_days: number;
  term_end: Date;
  status: LoanStatus;
  hold_seq: Generated<number>;
  called_at: Date | null;
  locale: Generated<string>;
  liq_seized: Generated<string>;
  liq_sold: Generated<string>;
  liq_proceeds: Generated<string>;
  liq_round: Generated<number>;
  liq_shortfall: Generated<string>;
  liq_covered: Generated<string>;
  created_at: Date;
  closed_at: Date | null;
}

export type PledgeEventKind =
  'borrow' | 'add_collateral' | 'renew' | 'repay' | 'margin_call' | 'liquidation' | 'settled';

export interface PledgeEventTable {
  id: Generated<string>;
  loan_id: string;
  kind: PledgeEventKind;
  amount: string | null;
  /** JSON: what else the event carries (interest paid, ratio, price). */
  detail: Generated<string>;
  request_id: string | null;
  created_at: Date;
}

export interface LendingTables extends CreditTables {
  lending_setting: LendingSettingTable;
  savings_coin: SavingsCoinTable;
  savings_pool: SavingsPoolTable;
  savings_holding: SavingsHoldingTable;
  savings_lot: SavingsLotTable;
  savings_redemption: SavingsRedemptionTable;
  savings_event: SavingsEventTable;
  savings_payout: SavingsPayoutTable;
  loan_pair: LoanPairTable;
  pledge_loan: PledgeLoanTable;
  pledge_event: PledgeEventTable;
}

export type LoanRow = Selectable<PledgeLoanTable>;
export type PairRow = Selectable<LoanPairTable>;
