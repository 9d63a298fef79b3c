import type {
  BusinessState,
  IdentityDocument,
  IdType,
  VerificationLevel,
} from '@exchange/contracts';
import type { Generated, Selectable } from 'kysely';

export type ApplicationStatus = 'under_review' | 'resubmit' | 'passed' | 'failed';

export interface IdentityApplicationTable {
  id: Generated<number>;
  user_id: number;
  level: VerificationLevel;
  status: ApplicationStatus;
  /** Copied from the passed primary record at the higher levels, for the queue. */
  real_name: string;
  nationality: string;
  id_type: IdType | null;
  /** HMAC-SHA-256 (hex) of the normalised ID number under the secrets key; primary only. */
  id_number_hmac: string | null;
  /** The personal details (`Details`) as JSON, sealed by the secrets key. */
  details: string;
  /** Document name to file id. */
  documents: Partial<Record<IdentityDocument, string>>;
  reject_reason: string | null;
  internal_note: string | null;
  final: Generated<boolean>;
  resubmit_document: IdentityDocument | null;
  resubmit_reason: string | null;
  first_approved_by: number | null;
  reviewed_by: number | null;
  reviewed_at: Date | null;
  screening: Screened | null;
  erased_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** What the screening adapter said, stored with the application. */
export interface Screened {
  readonly adapter: string;
  readonly outcome: 'clear' | 'hit' | 'manual';
  readonly detail: string;
  readonly at: string;
}

/** The sealed part of an application: everything personal but the name and nationality. */
export interface Details {
  readonly idNumber?: string;
  readonly homeAddress?: string;
  readonly workAddress?: string;
  readonly relativeName?: string;
  readonly relation?: string;
  readonly relativeAddress?: string;
  readonly relativePhone?: string;
}

export interface IdentityDocumentViewTable {
  id: Generated<number>;
  application_id: number;
  document: IdentityDocument;
  operator_id: number;
  viewed_at: Date;
}

export interface VerificationLimitTable {
  level: number;
  withdraw_daily_usd: string | null;
  fiat_daily_usd: string | null;
  updated_by: number | null;
  updated_at: Date | null;
}

export interface BusinessCertificationTable {
  id: Generated<number>;
  user_id: number;
  request_id: string;
  status: BusinessState;
  coin: string;
  amount: string;
  hold_key: string;
  first_approved_by: number | null;
  reviewed_by: number | null;
  reason: string | null;
  internal_note: string | null;
  released_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface BusinessDepositConfigTable {
  coin: string;
  amount: string;
  updated_by: number | null;
  updated_at: Date | null;
}

export interface IdentitySettingTable {
  id: Generated<boolean>;
  failed_retention_days: number;
}

export interface IdentityTables {
  identity_application: IdentityApplicationTable;
  identity_document_view: IdentityDocumentViewTable;
  verification_limit: VerificationLimitTable;
  business_certification: BusinessCertificationTable;
  business_deposit_config: BusinessDepositConfigTable;
  identity_setting: IdentitySettingTable;
}

export type ApplicationRow = Selectable<IdentityApplicationTable>;
export type BusinessRow = Selectable<BusinessCertificationTable>;
