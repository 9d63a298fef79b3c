import { decimal, mul, parseDecimal, ROUNDING, toFixed } from '@exchange/money';
import type { LoanRow } from './lending.tables.js';

/** A fraction as a percentage with two decimals ("0.6004" → "60.04 %"). */
function percent(fraction: string): string {
  const value = parseDecimal(fraction);
  return value ? `${toFixed(mul(value, decimal('100')), 2, ROUNDING.half_up)} %` : fraction;
}

/**
 * A pledge loan notice's figures as its texts show them (the notifications
 * module words them in the borrower's language): `{id}`, `{ratio}` as a
 * percentage, `{repaid}` and `{surplus}` in the loan coin, `{returned}` in
 * the collateral coin.
 */
export function riskValues(
  loan: Pick<LoanRow, 'collateral' | 'loan_coin'>,
  figures: Record<string, string>,
): Record<string, string> {
  return {
    id: figures.id ?? '',
    ratio: figures.ratio ? percent(figures.ratio) : '',
    repaid: `${figures.repaid ?? '0'} ${loan.loan_coin}`,
    surplus: `${figures.surplus ?? '0'} ${loan.loan_coin}`,
    returned: `${figures.returned ?? '0'} ${loan.collateral}`,
  };
}
