import type { Generated } from 'kysely';

export interface VerificationCodeTable {
  id: Generated<number>;
  purpose: string;
  channel: 'email' | 'sms';
  target: string;
  code_hash: string;
  user_id: number | null;
  ip: string;
  attempts: Generated<number>;
  created_at: Date;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface VerificationTables {
  verification_code: VerificationCodeTable;
}
