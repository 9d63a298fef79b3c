import type { Generated } from 'kysely';

export interface LedgerAccountTable {
  id: Generated<number>;
  user_id: number | null;
  system_code: string | null;
  wallet: string;
  asset: string;
  /** NUMERIC: decimal strings. */
  available: Generated<string>;
  frozen: Generated<string>;
  locked: Generated<string>;
  created_at: Generated<Date>;
}

export interface LedgerTransactionTable {
  /** BIGSERIAL: a string. */
  id: Generated<string>;
  idempotency_key: string;
  fingerprint: string;
  /** One of LEDGER_TYPES: the spec's account-change type. */
  change_type: string;
  reference: string;
  memo: string;
  created_at: Date;
}

export interface LedgerEntryTable {
  id: Generated<string>;
  transaction_id: string;
  account_id: number;
  asset: string;
  part: string;
  amount: string;
  balance_after: string;
  /** What this line is about when its transaction covers many things; null: the transaction's reference. */
  reference: string | null;
  created_at: Date;
}

export interface LedgerHoldTable {
  key: string;
  account_id: number;
  part: 'frozen' | 'locked';
  kind: string;
  amount: string;
  remaining: string;
  opened_tx: string;
  closed_tx: string | null;
}

export interface LedgerTables {
  ledger_account: LedgerAccountTable;
  ledger_transaction: LedgerTransactionTable;
  ledger_entry: LedgerEntryTable;
  ledger_hold: LedgerHoldTable;
}
