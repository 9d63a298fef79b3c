import type { Generated, Selectable } from 'kysely';

export type UserStatus = 'active' | 'locked' | 'frozen';

export interface AppUserTable {
  id: Generated<number>;
  uid: string;
  username: string | null;
  email: string | null;
  country_code: string | null;
  phone: string | null;
  password_hash: string;
  fund_password_hash: string | null;
  fund_password_failures: Generated<number>;
  fund_password_locked_until: Date | null;
  google_secret: string | null;
  google_pending_secret: string | null;
  /** BIGINT: a string, like every BIGINT we read. */
  google_last_step: string | null;
  wallet_address: string | null;
  invite_code: string;
  invited_by: number | null;
  status: Generated<UserStatus>;
  is_demo: Generated<boolean>;
  /** 0017: the real user this demo account belongs to (set exactly when is_demo). */
  demo_of: Generated<number | null>;
  demo_resets: Generated<number>;
  c2c_user_type: Generated<number>;
  perpetual_contracts_status: Generated<number>;
  created_at: Generated<Date>;
}

export interface UserSessionTable {
  token_hash: string;
  user_id: number;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  ip: string;
  device: string;
}

export interface AuthFailureTable {
  id: Generated<number>;
  key: string;
  at: Date;
}

export interface SecurityLogTable {
  id: Generated<number>;
  user_id: number;
  event: string;
  ip: string;
  device: string;
  created_at: Date;
}

export interface ResetRequestTable {
  id: Generated<number>;
  user_id: number | null;
  login_name: string;
  factor: 'google' | 'phone' | 'email';
  contact: string;
  message: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  ip: string;
  created_at: Date;
  reviewed_at: Date | null;
}

export interface SiweNonceTable {
  nonce: string;
  address: string;
  expires_at: Date;
  used_at: Date | null;
}

export interface StepUpTokenTable {
  token_hash: string;
  user_id: number;
  expires_at: Date;
  used_at: Date | null;
}

export interface RsaKeyTable {
  id: string;
  public_key: string;
  private_key: string;
  created_at: Generated<Date>;
}

export interface AccountTables {
  app_user: AppUserTable;
  user_session: UserSessionTable;
  auth_failure: AuthFailureTable;
  security_log: SecurityLogTable;
  reset_request: ResetRequestTable;
  siwe_nonce: SiweNonceTable;
  step_up_token: StepUpTokenTable;
  rsa_key: RsaKeyTable;
}

export type UserRow = Selectable<AppUserTable>;
