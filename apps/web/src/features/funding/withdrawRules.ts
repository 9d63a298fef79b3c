import type { ChainInfo } from '@exchange/contracts';
import { gt, isPositive, lt, parseDecimal, sub, toPlainString } from '@exchange/money';
import { canonicalAmount, checkAmount, type Problem } from '../wallet/transferRules';
import { formatExact } from './format';

/**
 * Client checks for a withdrawal, mirroring the server (contracts
 * `withdrawBody` and the withdrawal core's `amountProblem`) in the same
 * order, so the first problem shown is the one the server would name. All
 * comparisons use @exchange/money on the decimal strings, never numbers.
 * The server stays the judge; its errors are toasted.
 */

/** The contract's address bounds; the network-specific check happens on the server. */
export const ADDRESS_MIN_LENGTH = 20;
export const ADDRESS_MAX_LENGTH = 120;

export type WithdrawLimits = Pick<ChainInfo, 'withdrawMin' | 'withdrawMax' | 'withdrawFee'>;

export interface WithdrawAmountContext {
  limits?: WithdrawLimits | undefined;
  decimals?: number | undefined;
  /** The available spot balance, as sent by the server. */
  available?: string | undefined;
}

export function checkWithdrawAmount(
  text: string,
  context: WithdrawAmountContext,
): Problem | undefined {
  // Format, above zero and the coin's decimals, exactly as for transfers.
  const basic = checkAmount(text, { decimals: context.decimals });
  if (basic) return basic;
  const value = parseDecimal(canonicalAmount(text) ?? '');
  if (value === null) return { key: 'wallet.error.amountFormat' };
  const { limits } = context;
  if (limits) {
    const fee = parseDecimal(limits.withdrawFee);
    const min = parseDecimal(limits.withdrawMin);
    const max = parseDecimal(limits.withdrawMax);
    if (fee && !gt(value, fee)) {
      return { key: 'funding.error.notAboveFee', params: { fee: formatExact(limits.withdrawFee) } };
    }
    if (min && lt(value, min)) {
      return { key: 'funding.error.belowMin', params: { min: formatExact(limits.withdrawMin) } };
    }
    if (max && gt(value, max)) {
      return { key: 'funding.error.aboveMax', params: { max: formatExact(limits.withdrawMax) } };
    }
  }
  const available = context.available === undefined ? null : parseDecimal(context.available);
  if (available !== null && gt(value, available)) return { key: 'wallet.error.exceedsAvailable' };
  return undefined;
}

/** The address as the server will read it (it trims). */
export function cleanAddress(text: string): string {
  return text.trim();
}

export function checkAddress(text: string): Problem | undefined {
  const address = cleanAddress(text);
  if (address === '') return { key: 'funding.error.addressRequired' };
  const badLength = address.length < ADDRESS_MIN_LENGTH || address.length > ADDRESS_MAX_LENGTH;
  // No address format of any network contains whitespace; a pasted line break is a mistake.
  return badLength || /\s/.test(address) ? { key: 'funding.error.address' } : undefined;
}

/**
 * What arrives: amount minus the network fee, exactly (0.3 - 0.1 is 0.2,
 * not 0.19999999999999998). Null while the amount is not a valid decimal or
 * does not cover the fee, so nothing misleading is shown.
 */
export function receiveAmount(amountText: string, feeText: string): string | null {
  const canonical = canonicalAmount(amountText);
  const amount = canonical === null ? null : parseDecimal(canonical);
  const fee = parseDecimal(feeText.trim());
  if (amount === null || fee === null) return null;
  const rest = sub(amount, fee);
  return isPositive(rest) ? toPlainString(rest) : null;
}
