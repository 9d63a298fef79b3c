import { appealDecisionBody, type AppealCase } from '@exchange/contracts';
import type { AppealDecision, CaseParty } from '../api/appeals';
import type { KeyedMessage } from '../i18n';
import { compareDecimal, subtractDecimal } from '../lib/decimal';
import { fits, type Problem } from './marketRules';

/**
 * An appeal decision's rules apart from React: what the form refuses, what
 * the confirmation says moves, and whether the server will carry it out or
 * record it as a proposal. Formats are the contract's own
 * (`appealDecisionBody`); the server checks again (the coin's decimals
 * too) and has the last word.
 */

export interface DecisionDraft {
  readonly decision: AppealDecision;
  /** Of a split: the coins the buyer gets, as typed. */
  readonly buyerQuantity: string;
  readonly note: string;
}

const quantityField = appealDecisionBody.shape.buyerQuantity.unwrap();
const noteField = appealDecisionBody.shape.note;

/** A split's share must be above 0 and below the order's quantity; every decision needs a note. */
export function decisionProblems(draft: DecisionDraft, orderQuantity: string): Problem[] {
  const problems: Problem[] = [];
  if (
    draft.decision === 'split' &&
    (!fits(quantityField, draft.buyerQuantity) ||
      compareDecimal(draft.buyerQuantity, orderQuantity) >= 0)
  )
    problems.push({
      field: 'buyerQuantity',
      key: 'appeal.problem.quantity',
      params: { quantity: orderQuantity },
    });
  if (!fits(noteField, draft.note)) problems.push({ field: 'note', key: 'appeal.problem.note' });
  return problems;
}

/** A party as the confirmation names them: nickname, and the verified name when there is one. */
export function partyName(party: CaseParty | undefined): string {
  if (!party) return '—';
  return party.realName === '' ? party.nickname : `${party.nickname} (${party.realName})`;
}

/** What the decision moves, worded with the order's own figures. */
export function decisionMoves(file: AppealCase, draft: DecisionDraft): KeyedMessage {
  const { quantity, coin } = file.order;
  const buyer = partyName(file.parties.find((p) => p.role === 'buyer'));
  const seller = partyName(file.parties.find((p) => p.role === 'seller'));
  switch (draft.decision) {
    case 'release':
      return { key: 'appeal.moves.release', params: { quantity, coin, buyer } };
    case 'return':
      return { key: 'appeal.moves.return', params: { quantity, coin, seller } };
    case 'split':
      return {
        key: 'appeal.moves.split',
        params: {
          buyerQuantity: draft.buyerQuantity,
          sellerQuantity: subtractDecimal(quantity, draft.buyerQuantity) ?? '—',
          coin,
          buyer,
          seller,
        },
      };
  }
}

/** Whether the order is worth more than the threshold, so a decision takes two operators. */
export const needsTwo = (file: AppealCase): boolean =>
  compareDecimal(file.order.usdValue, file.secondApprovalAboveUsd) > 0;

/**
 * What the server will do with the decision, as `decide` in the P2P
 * module does: carry it out (under the threshold, or as the second
 * operator agreeing with a proposal), refuse it (the proposer agreeing
 * with themselves: SECOND_APPROVAL_REQUIRED), or record it as a proposal,
 * replacing any other.
 */
export type ApprovalStep =
  | { readonly kind: 'decides' }
  | { readonly kind: 'second'; readonly operator: number }
  | { readonly kind: 'own' }
  | { readonly kind: 'propose' }
  | { readonly kind: 'replace'; readonly operator: number; readonly decision: AppealDecision };

export function approvalStep(
  file: AppealCase,
  draft: DecisionDraft,
  operatorId: number,
): ApprovalStep {
  if (!needsTwo(file)) return { kind: 'decides' };
  const { proposal, proposalBuyerQuantity, proposedBy } = file.appeal;
  if (proposal === null || proposedBy === null) return { kind: 'propose' };
  const same =
    proposal === draft.decision &&
    (proposalBuyerQuantity === null
      ? draft.decision !== 'split'
      : draft.decision === 'split' &&
        compareDecimal(proposalBuyerQuantity, draft.buyerQuantity) === 0);
  if (!same) return { kind: 'replace', operator: proposedBy, decision: proposal };
  return proposedBy === operatorId ? { kind: 'own' } : { kind: 'second', operator: proposedBy };
}
