import type { CreditLoan } from '@exchange/contracts';
import { CreditLoanFacts } from './CreditLoanFacts';
import { CreditRepay } from './CreditRepay';
import { CreditStatusBadge, isRepayable } from './CreditStatus';
import '../../../p2p/trade.css';

/** One application or loan in the history: its coin and state, every figure, and "Repay" when it may be. */
export function CreditLoanRow({ loan }: { loan: CreditLoan }) {
  return (
    <li className="lending-row" data-testid={`credit-loan-${loan.id}`}>
      <span className="p2p-order-row-head">
        <strong>{loan.coin}</strong>
        <CreditStatusBadge status={loan.status} />
      </span>
      <CreditLoanFacts loan={loan} />
      {isRepayable(loan.status) && <CreditRepay loan={loan} />}
    </li>
  );
}
