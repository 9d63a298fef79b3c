import type { PairLink, RebateBasis, RebateState, ReferralProgramme } from '@exchange/contracts';
import type { Generated, Selectable } from 'kysely';

/** The one programme row (`0043_referral.ts`). */
export interface ReferralSettingTable {
  id: number;
  programme: ReferralProgramme;
  version: Generated<number>;
  compliance_on: Generated<boolean>;
  compliance_by: number | null;
  compliance_reason: string | null;
  compliance_at: Date | null;
  updated_by: number | null;
  updated_at: Date;
}

export interface ReferralComplianceLogTable {
  id: Generated<number>;
  switched_on: boolean;
  operator_id: number;
  reason: string;
  at: Date;
}

export interface ReferralPermissionTable {
  user_id: number;
  may_refer: boolean;
  reason: string;
  operator_id: number;
  at: Date;
}

/** An invitee's credited deposit, by its event's key. */
export interface ReferralRechargeTable {
  event_key: string;
  user_id: number;
  /** UTC day it was credited. */
  day: string;
  asset: string;
  amount: string;
  /** Its USDT value when credited; null when the coin had no price. */
  usdt: string | null;
  at: Date;
}

export interface ReferralClaimTable {
  id: Generated<string>;
  user_id: number;
  day: string;
  amounts: { asset: string; amount: string }[];
  transaction_id: string;
  at: Date;
}

export interface ReferralRebateTable {
  id: Generated<string>;
  /** The fact it is a share of (an event's key and what in it); with `level`, unique. */
  source_key: string;
  referrer_id: number;
  invitee_id: number;
  level: number;
  basis: RebateBasis;
  asset: string;
  base: string;
  rate: string;
  amount: string;
  usdt: string | null;
  /** UTC day it accrued (the daily cap's day). */
  day: string;
  state: RebateState;
  vests_at: Date;
  claim_id: string | null;
  accrued_at: Date;
  /** When it was claimed or clawed back. */
  settled_at: Date | null;
}

/** What links an inviter and an invitee; a pair with links earns nothing unless cleared. */
export interface ReferralPairTable {
  referrer_id: number;
  invitee_id: number;
  links: PairLink[];
  checked_at: Date;
  cleared_by: number | null;
  cleared_reason: string | null;
  cleared_at: Date | null;
}

export interface ReferralTables {
  referral_pair: ReferralPairTable;
  referral_setting: ReferralSettingTable;
  referral_compliance_log: ReferralComplianceLogTable;
  referral_permission: ReferralPermissionTable;
  referral_recharge: ReferralRechargeTable;
  referral_claim: ReferralClaimTable;
  referral_rebate: ReferralRebateTable;
}

export type RebateRow = Selectable<ReferralRebateTable>;
export type SettingRow = Selectable<ReferralSettingTable>;
