import type { Generated } from 'kysely';

export interface LiabilityRoundTable {
  id: Generated<number>;
  status: 'building' | 'published' | 'failed';
  snapshot_at: Date | null;
  created_at: Date;
  published_at: Date | null;
  operator_id: number | null;
  error: string | null;
  users: Generated<number>;
}

export interface LiabilityRootTable {
  round_id: number;
  asset: string;
  decimals: number;
  root_hash: string;
  /** NUMERIC: units of 10^-decimals. */
  root_sum: string;
  total: string;
  ledger_total: string;
  accounts: number;
}

export interface LiabilityLeafTable {
  round_id: number;
  asset: string;
  user_id: number;
  account: string;
  nonce: string;
  balance: string;
  leaf_index: number;
}

export interface LiabilityVerificationTable {
  round_id: number;
  user_id: number;
  verified_at: Date;
}

export interface LiabilityTables extends ReserveTables {
  liability_round: LiabilityRoundTable;
  liability_root: LiabilityRootTable;
  liability_leaf: LiabilityLeafTable;
  liability_verification: LiabilityVerificationTable;
}

export interface ReserveAddressTable {
  id: Generated<number>;
  network: string;
  family: 'evm' | 'tron' | 'btc';
  address: string;
  label: string;
  simulated: boolean;
  message: string;
  signature: string;
  signed_at: Date;
  added_at: Date;
  /** Null: the server's own (a simulated hot wallet, signed with the public test key). */
  added_by: number | null;
  removed_at: Date | null;
}

export interface ReserveBalanceTable {
  round_id: number;
  address_id: number;
  asset: string;
  /** NUMERIC; null when the chain did not answer at the round. */
  amount: string | null;
}

export interface ReserveTables {
  reserve_address: ReserveAddressTable;
  reserve_balance: ReserveBalanceTable;
}
