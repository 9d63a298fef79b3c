import type { CreditDocument, CreditLimitRule, CreditState } from '@exchange/contracts';
import type { Generated, Selectable } from 'kysely';

/** Credit loans' tables (migration 0039). NUMERIC columns are decimal strings. */

export interface CreditProductTable {
  id: Generated<number>;
  coin: string;
  min_amount: string;
  max_amount: string;
  cycle_days: number;
  daily_rate: string;
  late_daily_rate: string;
  repayment: 'lump_sum';
  lender: string;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface CreditBudgetTable {
  coin: string;
  budget: string;
  updated_at: Date;
}

export interface CreditLoanTable {
  id: Generated<string>;
  user_id: number;
  request_id: string;
  product_id: number;
  coin: string;
  amount: string;
  cycle_days: number;
  daily_rate: string;
  late_daily_rate: string;
  repayment: 'lump_sum';
  lender: string;
  /** Document → file id, as uploaded by the applicant. */
  documents: Partial<Record<CreditDocument, string>>;
  agreed_at: Date;
  locale: string;
  status: CreditState;
  reject_reason: string | null;
  proposed_by: number | null;
  proposed_amount: string | null;
  proposed_rule: CreditLimitRule | null;
  approved_amount: string | null;
  /** What repaid it: principal, interest and late fee. */
  repaid: string | null;
  /** Of `repaid`, the interest and the late fee. */
  paid_interest: string | null;
  paid_late_fee: string | null;
  /** The repayment's request id (`auto` when collected at the term's end): a repeat answers it. */
  repay_request_id: string | null;
  created_at: Date;
  lent_at: Date | null;
  due_at: Date | null;
  closed_at: Date | null;
}

export interface CreditDecisionTable {
  id: Generated<string>;
  loan_id: string;
  operator_id: number;
  decision: 'approve' | 'confirm' | 'reject';
  amount: string | null;
  rule: CreditLimitRule | null;
  note: string;
  evidence: CreditDocument[];
  created_at: Date;
}

export interface CreditDocumentViewTable {
  loan_id: string;
  operator_id: number;
  document: CreditDocument;
  first_at: Date;
}

export interface CreditTables {
  credit_product: CreditProductTable;
  credit_budget: CreditBudgetTable;
  credit_loan: CreditLoanTable;
  credit_decision: CreditDecisionTable;
  credit_document_view: CreditDocumentViewTable;
}

export type CreditLoanRow = Selectable<CreditLoanTable>;
export type CreditProductRow = Selectable<CreditProductTable>;
