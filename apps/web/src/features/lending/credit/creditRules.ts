import {
  CREDIT_REQUIRED_DOCUMENTS,
  type CreditDocument,
  type CreditProduct,
} from '@exchange/contracts';
import { formatExact } from '../../wallet/format';
import type { Problem } from '../../wallet/transferRules';
import { checkLendingAmount } from '../lendingRules';

/**
 * The application form's checks, mirroring `creditApplyBody` and the
 * credit service so a gap shows beside its field before a round trip. The
 * server stays the judge: its refusals (CREDIT_AMOUNT_OUT_OF_RANGE,
 * CREDIT_DOCUMENT_MISSING, CREDIT_APPLICATION_OPEN...) are toasted.
 */

/** Required, a plain positive decimal with at most the coin's decimals, within the product's range. */
export function checkCreditAmount(
  text: string,
  product: Pick<CreditProduct, 'coin' | 'coinDecimals' | 'minAmount' | 'maxAmount'>,
): Problem | undefined {
  const problem: Problem = {
    key: 'lending.credit.error.outOfRange',
    params: {
      min: formatExact(product.minAmount),
      max: formatExact(product.maxAmount),
      coin: product.coin,
    },
  };
  return checkLendingAmount(text, {
    decimals: product.coinDecimals,
    min: { value: product.minAmount, problem },
    max: { value: product.maxAmount, problem },
  });
}

export function isRequiredDocument(document: CreditDocument): boolean {
  return (CREDIT_REQUIRED_DOCUMENTS as readonly CreditDocument[]).includes(document);
}

/** The required documents not uploaded yet, given each document's file id (absent until uploaded). */
export function missingDocuments(
  fileIds: Partial<Record<CreditDocument, string>>,
): CreditDocument[] {
  return CREDIT_REQUIRED_DOCUMENTS.filter((document) => fileIds[document] === undefined);
}
