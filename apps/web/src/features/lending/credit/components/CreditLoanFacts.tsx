import type { CreditLoan } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../../funding/components/DetailRows';
import { formatDateTime } from '../../../market/format';
import { formatBalance } from '../../../wallet/format';
import { RatePair } from '../../components/RatePair';
import { isRepayable } from './CreditStatus';

/**
 * Every figure of an application or loan at this moment, rows that do not
 * apply yet (approved amount, due date) left out; test ids `credit-*`.
 */
export function CreditLoanFacts({ loan }: { loan: CreditLoan }) {
  const { t } = useTranslation();
  const ofCoin = (text: string) => `${formatBalance(text)} ${loan.coin}`;
  return (
    <>
      {loan.overdue && isRepayable(loan.status) && (
        <p className="notice notice-danger lending-inline" data-testid="credit-overdue">
          {t('lending.credit.loan.overdueNote')}
        </p>
      )}
      {loan.status === 'pending' && (
        <p className="muted small lending-note" data-testid="credit-pending-note">
          {t('lending.credit.loan.pendingNote')}
        </p>
      )}
      {loan.rejectReason !== null && (
        <p className="notice lending-inline" data-testid="credit-reject-reason">
          {t('lending.credit.loan.rejectReason', { reason: loan.rejectReason })}
        </p>
      )}
      <DetailRows
        rows={[
          {
            label: t('lending.credit.loan.amount'),
            value: ofCoin(loan.amount),
            testId: 'credit-amount',
          },
          loan.approvedAmount !== null && {
            label: t('lending.credit.loan.approved'),
            value: ofCoin(loan.approvedAmount),
            testId: 'credit-approved',
          },
          {
            label: t('lending.credit.product.daily'),
            value: <RatePair rate={loan.dailyRate} apr={loan.apr} per="day" />,
            testId: 'credit-daily',
          },
          {
            label: t('lending.credit.product.cycle'),
            value: t('lending.common.days', { days: loan.cycleDays }),
          },
          loan.totalToRepay !== null && {
            label: t('lending.credit.loan.totalToRepay'),
            value: ofCoin(loan.totalToRepay),
            testId: 'credit-total-to-repay',
          },
          // Interest so far, late fee and owed now mean something only once paid out.
          ...(isRepayable(loan.status)
            ? [
                {
                  label: t('lending.credit.loan.interest'),
                  value: ofCoin(loan.interest),
                  testId: 'credit-interest',
                },
                {
                  label: t('lending.credit.loan.lateFee'),
                  value: ofCoin(loan.lateFee),
                  testId: 'credit-late-fee',
                },
                {
                  label: t('lending.credit.loan.owedNow'),
                  value: ofCoin(loan.owedNow),
                  testId: 'credit-owed',
                },
              ]
            : []),
          loan.status === 'repaid' && {
            label: t('lending.credit.loan.repaid'),
            value: ofCoin(loan.repaid),
            testId: 'credit-repaid',
          },
          { label: t('lending.credit.loan.createdAt'), value: formatDateTime(loan.createdAt) },
          loan.dueAt !== null && {
            label: t('lending.credit.loan.dueAt'),
            value: formatDateTime(loan.dueAt),
            testId: 'credit-due',
          },
          loan.closedAt !== null && {
            label: t('lending.credit.loan.closedAt'),
            value: formatDateTime(loan.closedAt),
          },
        ]}
      />
    </>
  );
}
