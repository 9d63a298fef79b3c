import type { Generated, Selectable } from 'kysely';

/** The earn module's tables (migration 0040). NUMERIC columns are decimal strings, dates YYYY-MM-DD text. */

export type ProductKind = 'fund' | 'lockup';
export type ProductStatus = 'draft' | 'listed' | 'delisted';
export type OrderStatus = 'confirming' | 'custody' | 'redeemed' | 'matured' | 'cancelled';
export type RateSource = 'published' | 'minimum' | 'fixed';

export interface EarnSettingTable {
  id: Generated<boolean>;
  payout_hour: number;
  time_zone: string;
  updated_at: Generated<Date>;
}

export interface EarnProductTable {
  id: Generated<number>;
  kind: ProductKind;
  coin: string;
  /** Per locale; English (en_US) always present. */
  name: Record<string, string>;
  cycle_days: number;
  /** Daily rates: each day's published rate lies within them. */
  rate_min: string;
  rate_max: string;
  /** The most one user may hold in it at once. */
  user_limit: string;
  /** Per purchase. */
  min_amount: string;
  max_amount: string;
  /** The quota: principal that may be sold in all. */
  stock: string;
  sold: Generated<string>;
  /** The settlement ratio: early redemption costs it × remaining days × amount. */
  penalty_ratio: string;
  opens_at: Date;
  closes_at: Date;
  /** A lock-up's first income day (its lock starts at that day's payout hour). */
  lock_date: string | null;
  status: Generated<ProductStatus>;
  sort: Generated<number>;
  created_at: Date;
  updated_at: Date;
}

export interface EarnRateTable {
  product_id: number;
  day: string;
  rate: string;
  source: RateSource;
  operator_id: number | null;
  published_at: Date;
}

export interface EarnOrderTable {
  id: Generated<string>;
  user_id: number;
  request_id: string;
  product_id: number;
  kind: ProductKind;
  coin: string;
  amount: string;
  cycle_days: number;
  rate_min: string;
  rate_max: string;
  penalty_ratio: string;
  /** The most income the order can be paid, held in the product's funding account. */
  reserved: string;
  /** The first income day; day k's income is paid at the payout hour of value date + k. */
  value_date: string;
  status: OrderStatus;
  days_paid: Generated<number>;
  income_paid: Generated<string>;
  penalty: string | null;
  /** Principal returned to the buyer's spot wallet when the order closed. */
  returned: string | null;
  /** When the next step is due (the lock, or the next income day's payout); null once closed. */
  due_at: Date | null;
  created_at: Date;
  closed_at: Date | null;
}

export interface EarnPayoutTable {
  id: Generated<string>;
  order_id: string;
  product_id: number;
  user_id: number;
  day: string;
  rate: string;
  amount: string;
  /** The ledger transaction that paid it (null for a zero payout, which moves nothing). */
  transaction_id: string | null;
  paid_at: Date;
}

export interface EarnTables {
  earn_setting: EarnSettingTable;
  earn_product: EarnProductTable;
  earn_rate: EarnRateTable;
  earn_order: EarnOrderTable;
  earn_payout: EarnPayoutTable;
}

export type EarnProductRow = Selectable<EarnProductTable>;
export type EarnOrderRow = Selectable<EarnOrderTable>;
