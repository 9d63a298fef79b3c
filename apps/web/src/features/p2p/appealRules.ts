import {
  APPEAL_MAX_BYTES,
  APPEAL_MAX_FILES,
  type AppealReason,
  type P2pOrderDetail,
} from '@exchange/contracts';
import { parseDecimal, sub, toPlainString } from '@exchange/money';
import type { TextKey } from '../../i18n/types';

/**
 * The appeal rules of `p2p.appeals.ts` and `orderAppealBody`, mirrored so a
 * gap shows beside its field before a round trip: every field is needed
 * (the server refuses an appeal without a description, a contact or
 * proof), proof is one to five images, 50 MB in all. Pure.
 */

/** The files module's limit for one upload of purpose `appeal` (`files.core.ts`). */
export const APPEAL_FILE_MAX_MB = 30;
/** `orderAppealBody` and `appealAnswerBody`'s text limits. */
export const DESCRIPTION_MAX = 2000;
export const CONTACT_NAME_MAX = 64;
export const CONTACT_PHONE_MAX = 32;
/** `orderReviewBody.comment`'s limit. */
export const REVIEW_MAX = 300;

export interface AppealForm {
  reason: AppealReason | null;
  description: string;
  contactName: string;
  contactPhone: string;
  /** Proof uploaded so far. */
  proofFileIds: readonly string[];
  /** Proof chosen and still on its way (or failed): the appeal waits for it. */
  proofPending: boolean;
}

export type AppealField = 'reason' | 'description' | 'contactName' | 'contactPhone' | 'proof';

/** What is missing or wrong, by field; an empty object when the appeal can be sent. */
export function checkAppeal(form: AppealForm): Partial<Record<AppealField, TextKey>> {
  const problems: Partial<Record<AppealField, TextKey>> = {};
  if (form.reason === null) problems.reason = 'p2p.appeal.error.reason';
  if (form.description.trim() === '') problems.description = 'p2p.appeal.error.description';
  if (form.contactName.trim() === '') problems.contactName = 'p2p.appeal.error.contactName';
  if (form.contactPhone.trim() === '') problems.contactPhone = 'p2p.appeal.error.contactPhone';
  if (form.proofPending) problems.proof = 'p2p.appeal.error.proofPending';
  else if (form.proofFileIds.length === 0) problems.proof = 'p2p.appeal.error.proof';
  return problems;
}

/**
 * Why these images cannot join those already chosen, or null: at most five
 * in all (`APPEAL_MAX_FILES`), and 50 MB together (`APPEAL_MAX_BYTES`).
 */
export type ImagesRefusal = 'p2p.appeal.error.tooMany' | 'p2p.appeal.error.tooLarge';

export function checkAddedImages(
  chosen: readonly { size: number }[],
  added: readonly { size: number }[],
): ImagesRefusal | null {
  if (chosen.length + added.length > APPEAL_MAX_FILES) return 'p2p.appeal.error.tooMany';
  const bytes = [...chosen, ...added].reduce((sum, file) => sum + file.size, 0);
  if (bytes > APPEAL_MAX_BYTES) return 'p2p.appeal.error.tooLarge';
  return null;
}

/** A split decision's two shares: what the buyer got, and the rest back to the seller. */
export function splitShares(
  order: Pick<P2pOrderDetail, 'quantity'>,
  buyerQuantity: string,
): { buyer: string; seller: string } | null {
  const quantity = parseDecimal(order.quantity);
  const buyer = parseDecimal(buyerQuantity);
  if (quantity === null || buyer === null) return null;
  return { buyer: toPlainString(buyer), seller: toPlainString(sub(quantity, buyer)) };
}
