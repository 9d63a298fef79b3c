import type { PledgeLoan } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../funding/components/DetailRows';
import { formatDateTime } from '../../market/format';
import { formatBalance } from '../../wallet/format';
import { HealthRatio, LoanStatusBadge } from './LoanBadges';
import { useLevelRows, useRateRows } from './TermRows';

/** The loan's head: its pair and state, and what repays it in full now. */
export function LoanSummary({ loan }: { loan: PledgeLoan }) {
  const { t } = useTranslation();
  return (
    <section className="card lending-card lending-inline" data-testid="loan-summary">
      <div className="lending-card-head">
        <strong className="lending-coin">
          {t('lending.pledge.pairName', { collateral: loan.collateral, loan: loan.loanCoin })}
        </strong>
        <LoanStatusBadge status={loan.status} />
      </div>
      <div className="lending-total">
        <span className="muted small">{t('lending.loan.debtNow')}</span>
        <strong data-testid="loan-debt">
          {formatBalance(loan.debt)} {loan.loanCoin}
        </strong>
      </div>
      {loan.status === 'overdue' && (
        <p className="notice notice-danger lending-inline" data-testid="loan-overdue">
          {t('lending.loan.overdueNote')}
        </p>
      )}
      {loan.status === 'liquidating' && (
        <p className="notice notice-danger lending-inline" data-testid="loan-liquidating">
          {t('lending.loan.liquidatingNote')}
        </p>
      )}
    </section>
  );
}

/** Every figure of the loan at this moment. */
export function LoanFacts({ loan }: { loan: PledgeLoan }) {
  const { t } = useTranslation();
  const ofLoan = (text: string) => `${formatBalance(text)} ${loan.loanCoin}`;
  const rateRows = useRateRows(loan, 'loan');
  const levelRows = useLevelRows(loan, loan.liquidationPrice, 'loan');
  return (
    <section className="card lending-card lending-inline" data-testid="loan-facts">
      <DetailRows
        rows={[
          {
            label: t('lending.loan.collateral'),
            value: `${formatBalance(loan.collateralAmount)} ${loan.collateral}`,
            testId: 'loan-collateral',
          },
          {
            label: t('lending.loan.borrowed'),
            value: ofLoan(loan.borrowed),
            testId: 'loan-borrowed',
          },
          {
            label: t('lending.loan.principal'),
            value: ofLoan(loan.principal),
            testId: 'loan-principal',
          },
          {
            label: t('lending.loan.interest'),
            value: ofLoan(loan.interest),
            testId: 'loan-interest',
          },
          {
            label: t('lending.loan.interestPaid'),
            value: ofLoan(loan.interestPaid),
            testId: 'loan-interest-paid',
          },
          { label: t('lending.loan.debt'), value: ofLoan(loan.debt) },
          ...rateRows,
          {
            label: t('lending.loan.term'),
            value: t('lending.common.days', { days: loan.termDays }),
            testId: 'loan-term',
          },
          { label: t('lending.loan.created'), value: formatDateTime(loan.createdAt) },
          {
            label: t('lending.loan.termEnd'),
            value: formatDateTime(loan.termEnd),
            testId: 'loan-term-end',
          },
          loan.closedAt !== null && {
            label: t('lending.loan.closedAt'),
            value: formatDateTime(loan.closedAt),
          },
          {
            label: t('lending.loan.ratio'),
            value: <HealthRatio loan={loan} />,
          },
          ...levelRows,
        ]}
      />
      <p className="muted small lending-note">{t('lending.pledge.rule')}</p>
    </section>
  );
}
