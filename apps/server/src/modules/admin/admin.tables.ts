/** Tables of the operator console (migrations 0018 and 0028). */
import type { Generated } from 'kysely';

export interface OperatorRoleTable {
  id: Generated<number>;
  name: string;
  permissions: string[];
  created_at: Date;
}

export interface OperatorTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  /** Sealed with the secrets key. */
  totp_secret: string;
  totp_last_step: string | null;
  role_id: number;
  status: Generated<'active' | 'disabled'>;
  failures: Generated<number>;
  locked_until: Date | null;
  created_by: number | null;
  created_at: Date;
  last_login_at: Date | null;
}

export interface OperatorSessionTable {
  token_hash: string;
  operator_id: number;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  ip: Generated<string>;
}

export interface OperatorAuditTable {
  id: Generated<string>;
  operator_id: number;
  action: string;
  target: Generated<string>;
  detail: Generated<unknown>;
  ip: Generated<string>;
  created_at: Date;
}

export interface LedgerAdjustmentTable {
  id: Generated<number>;
  request_id: string;
  /** Null for an insurance-fund top-up (0021), whose wallet is 'system'. */
  user_id: number | null;
  kind:
    | 'credit'
    | 'debit'
    | 'insurance'
    | 'credit_fund'
    | 'earn_fund'
    | 'mining_income'
    | 'promotions_fund';
  wallet: string;
  asset: string;
  amount: string;
  reason: string;
  status: Generated<'PENDING' | 'APPROVED' | 'REJECTED'>;
  maker_id: number;
  checker_id: number | null;
  reject_reason: string | null;
  ledger_transaction: string | null;
  created_at: Date;
  decided_at: Date | null;
}

/** The console's own settings: exactly one row (migration 0028). */
export interface ConsoleSettingTable {
  id: Generated<boolean>;
  /** NUMERIC: a decimal string. */
  withdrawal_code_above_usdt: string;
  updated_by: number | null;
  updated_at: Date | null;
}

export interface AdminTables {
  operator_role: OperatorRoleTable;
  operator: OperatorTable;
  operator_session: OperatorSessionTable;
  operator_audit: OperatorAuditTable;
  ledger_adjustment: LedgerAdjustmentTable;
  console_setting: ConsoleSettingTable;
}
