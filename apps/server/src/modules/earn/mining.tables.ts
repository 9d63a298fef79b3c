import type { Generated, Selectable } from 'kysely';

/** The mining tables (migration 0041). NUMERIC columns are decimal strings, dates YYYY-MM-DD text. */

export type MachineType = 'trial' | 'fpga' | 'ipfs' | 'gpu' | 'asic';
export type MachineStatus = 'draft' | 'listed' | 'locked';
export type PriceSource = 'operator' | 'feed' | 'simulated';
export type WaitReason = 'income_short' | 'price_missing';

export interface MiningMachineTable {
  id: Generated<number>;
  type: MachineType;
  /** Per locale; English (en_US) always present. */
  name: Record<string, string>;
  coin: string;
  /** Per unit, for one term. */
  price: string;
  term_days: number;
  algorithm: string;
  hash_rate: string;
  hash_unit: string;
  power_w: number;
  /** Coin per kWh. */
  electricity: string;
  manufacturer: string;
  dimensions: string;
  weight_kg: string;
  temperature: string;
  humidity: string;
  stock: number;
  sold: Generated<number>;
  user_limit: number;
  status: Generated<MachineStatus>;
  sort: Generated<number>;
  created_at: Date;
  updated_at: Date;
}

export interface MiningHashPriceTable {
  algorithm: string;
  coin: string;
  day: string;
  unit: string;
  price: string;
  source: PriceSource;
  source_name: string;
  operator_id: number | null;
  published_at: Date;
}

export interface MiningOrderTable {
  id: Generated<string>;
  user_id: number;
  request_id: string;
  machine_id: number;
  type: MachineType;
  coin: string;
  quantity: number;
  unit_price: string;
  paid: string;
  term_days: number;
  renewals: Generated<number>;
  algorithm: string;
  hash_rate: string;
  hash_unit: string;
  power_w: number;
  electricity: string;
  /** The first income day; day k's income is paid at the payout hour of start date + k. */
  start_date: string;
  status: 'custody' | 'returned';
  days_paid: Generated<number>;
  income_paid: Generated<string>;
  wait_reason: WaitReason | null;
  wait_since: Date | null;
  /** When the next step (a payout, the machines' return) is due; null once both are done. */
  due_at: Date | null;
  created_at: Date;
  returned_at: Date | null;
}

export interface MiningRenewalTable {
  order_id: string;
  request_id: string;
  term_days: number;
  paid: string;
  created_at: Date;
}

export interface MiningAccountTable {
  user_id: number;
  last_request_id: string | null;
  last_withdrawn_at: Date | null;
}

export interface MiningPayoutTable {
  id: Generated<string>;
  order_id: string;
  machine_id: number;
  user_id: number;
  coin: string;
  day: string;
  quantity: number;
  hash_price: string;
  source: PriceSource;
  source_name: string;
  gross: string;
  power: string;
  amount: string;
  transaction_id: string | null;
  withdrawn_at: Date | null;
  withdrawal_transaction_id: string | null;
  paid_at: Date;
}

export interface MiningTables {
  mining_machine: MiningMachineTable;
  mining_hash_price: MiningHashPriceTable;
  mining_order: MiningOrderTable;
  mining_renewal: MiningRenewalTable;
  mining_account: MiningAccountTable;
  mining_payout: MiningPayoutTable;
}

export type MiningMachineRow = Selectable<MiningMachineTable>;
export type MiningOrderRow = Selectable<MiningOrderTable>;
export type HashPriceRow = Selectable<MiningHashPriceTable>;
export type MiningPayoutRow = Selectable<MiningPayoutTable>;
