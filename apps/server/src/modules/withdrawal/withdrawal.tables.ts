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

export interface WithdrawalTables {
  withdrawal: WithdrawalTable;
  withdrawal_address: WithdrawalAddressTable;
}
