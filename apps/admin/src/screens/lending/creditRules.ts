import {
  CREDIT_DOCUMENTS,
  creditApproveBody,
  creditRejectBody,
  type CreditApplication,
  type CreditDecision,
  type CreditDocument,
  type CreditLimitRule,
} from '@exchange/contracts';
import { compareDecimal } from '../../lib/decimal';
import { fits, type Problem } from '../marketRules';

/**
 * A credit review's rules apart from React, as the server's review applies
 * them: what an approval by this operator would be, which documents they
 * must still open, and what the forms refuse. The server checks again and
 * has the last word (its refusals are shown as they come).
 */

/**
 * What approving would do now:
 * - closed: the application is decided; nothing to approve.
 * - propose: the first approval, proposing an amount and a rule.
 * - confirm: a second operator confirming the proposal, which pays the loan out.
 * - own: the proposer again; the server refuses (MAKER_CHECKER_SAME_OPERATOR).
 */
export type ApprovalStep =
  | { readonly kind: 'closed' }
  | { readonly kind: 'propose' }
  | { readonly kind: 'confirm'; readonly proposal: CreditDecision }
  | { readonly kind: 'own'; readonly proposal: CreditDecision };

/** Decisions name operators by their sign-in name, as the console's own operator does. */
export function approvalStep(
  application: Pick<CreditApplication, 'status' | 'proposal'>,
  operatorName: string,
): ApprovalStep {
  if (application.status !== 'pending') return { kind: 'closed' };
  const { proposal } = application;
  if (proposal === null) return { kind: 'propose' };
  return proposal.operator === operatorName
    ? { kind: 'own', proposal }
    : { kind: 'confirm', proposal };
}

/** The documents the application carries that this operator has not opened, in the usual order. */
export function unopened(
  application: Pick<CreditApplication, 'documents' | 'viewedByMe'>,
): CreditDocument[] {
  return CREDIT_DOCUMENTS.filter(
    (document) =>
      application.documents.includes(document) && !application.viewedByMe.includes(document),
  );
}

/** A first approval as typed. */
export interface ProposalDraft {
  readonly amount: string;
  readonly rule: CreditLimitRule | '';
  readonly note: string;
}

const amountField = creditApproveBody.shape.amount.unwrap();
/** The note's bound (`creditApproveBody`: 500 after trimming). */
export const NOTE_MAX = 500;
/** The reason's bound (`creditRejectBody`: 1 to 300 after trimming). */
export const REASON_MAX = 300;

/**
 * The amount at least the product's minimum and at most what was asked;
 * a rule chosen; an amount reduced for a risk says which in the note.
 */
export function proposalProblems(
  draft: ProposalDraft,
  application: Pick<CreditApplication, 'amount' | 'coin' | 'product'>,
): Problem[] {
  const problems: Problem[] = [];
  const range = { min: application.product.minAmount, max: application.amount };
  if (
    !fits(amountField, draft.amount) ||
    compareDecimal(draft.amount, range.min) < 0 ||
    compareDecimal(draft.amount, range.max) > 0
  )
    problems.push({
      field: 'amount',
      key: 'credit.problem.amount',
      params: { ...range, coin: application.coin },
    });
  if (draft.rule === '') problems.push({ field: 'rule', key: 'credit.problem.rule' });
  if (draft.note.trim().length > NOTE_MAX)
    problems.push({ field: 'note', key: 'credit.problem.note' });
  else if (draft.rule === 'reduced_risk' && draft.note.trim() === '')
    problems.push({ field: 'note', key: 'credit.problem.riskNote' });
  return problems;
}

/** A rejection's reason, which the user reads. */
export const reasonFits = (reason: string): boolean => fits(creditRejectBody.shape.reason, reason);
