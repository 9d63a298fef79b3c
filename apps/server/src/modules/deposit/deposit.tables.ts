import type { Generated } from 'kysely';

export interface DepositAddressTable {
  family: 'btc' | 'evm' | 'tron';
  user_id: number;
  address: string;
  derivation_index: number;
  created_at: Generated<Date>;
}

export interface DepositTable {
  id: Generated<number>;
  network: string;
  txid: string;
  output: number;
  symbol: string;
  chain: string;
  address: string;
  user_id: number;
  amount: string;
  confirmations: number;
  required_confirmations: number;
  /**
   * confirming -> credited; or, above the chain's review threshold,
   * confirming -> review -> credited (review passed) | rejected (review
   * failed). below_minimum and orphaned are never credited (orphaned comes
   * back if the network mines the transaction again).
   */
  status: 'confirming' | 'review' | 'credited' | 'rejected' | 'below_minimum' | 'orphaned';
  ledger_tx: string | null;
  created_at: Date;
  credited_at: Date | null;
  reviewed_at: Generated<Date | null>;
  reviewed_by: Generated<number | null>;
  review_note: Generated<string | null>;
}

export interface DepositTables {
  deposit_address: DepositAddressTable;
  deposit: DepositTable;
}
