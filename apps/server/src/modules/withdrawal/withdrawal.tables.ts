import type { WithdrawalStatus } from '@exchange/contracts';
import type { Generated } from 'kysely';

export interface WithdrawalTable {
  id: Generated<number>;
  user_id: number;
  request_id: string;
  symbol: string;
  chain: string;
  address: string;
  amount: string;
  fee: string;
  hold_key: string;
  status: WithdrawalStatus;
  hold_until: Date | null;
  /** USD value when requested (0031); null on earlier rows and unpriced coins. */
  usd_value: string | null;
  reject_reason: Generated<string>;
  txid: Generated<string>;
  created_at: Date;
  updated_at: Date;
}

export interface WithdrawalAddressTable {
  user_id: number;
  chain: string;
  address: string;
  first_used_at: Date;
}

/** An address the user saved with a label (0062). */
export interface WithdrawalAddressBookTable {
  id: Generated<number>;
  user_id: number;
  chain: string;
  address: string;
  /** Generated: the address as compared (EVM addresses in lower case, others as written). */
  address_key: Generated<string>;
  label: string;
  created_at: Date;
  /** From then on a withdrawal may use it while the whitelist is enforced. */
  usable_at: Date;
}

/** The user's whitelist switch (0062); no row: never set, off. */
export interface WithdrawalWhitelistTable {
  user_id: number;
  /** The user's last choice. */
  enabled: boolean;
  changed_at: Date;
  /** Switched off: still enforced until then. Null while on. */
  enforced_until: Date | null;
}

export interface WithdrawalTables {
  withdrawal: WithdrawalTable;
  withdrawal_address: WithdrawalAddressTable;
  withdrawal_address_book: WithdrawalAddressBookTable;
  withdrawal_whitelist: WithdrawalWhitelistTable;
}
