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
  status: 'confirming' | 'credited' | 'below_minimum' | 'orphaned';
  ledger_tx: string | null;
  created_at: Date;
  credited_at: Date | null;
}

export interface DepositTables {
  deposit_address: DepositAddressTable;
  deposit: DepositTable;
}
