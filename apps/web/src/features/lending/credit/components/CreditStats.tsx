import type { CreditLoan, CreditStatistics } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../../funding/components/DetailRows';
import { formatBalance } from '../../../wallet/format';
import { CreditLoanFacts } from './CreditLoanFacts';
import { CreditRepay } from './CreditRepay';
import { CreditStatusBadge, isRepayable } from './CreditStatus';

/** The application under review or the loan outstanding, with its figures and "Repay". */
function OpenLoan({ loan }: { loan: CreditLoan }) {
  const { t } = useTranslation();
  return (
    <section className="card lending-card lending-inline" data-testid="credit-open">
      <div className="lending-card-head">
        <strong className="lending-coin">{loan.coin}</strong>
        <span className="muted small">{t('lending.credit.stats.open')}</span>
        <CreditStatusBadge status={loan.status} />
      </div>
      <CreditLoanFacts loan={loan} />
      {isRepayable(loan.status) && <CreditRepay loan={loan} />}
    </section>
  );
}

/** The caller's credit at a glance: what is open, the counts, and per coin borrowed and repaid. */
export function CreditStats({ statistics }: { statistics: CreditStatistics }) {
  const { t } = useTranslation();
  return (
    <>
      {statistics.open ? (
        <OpenLoan loan={statistics.open} />
      ) : (
        <p className="notice lending-inline" data-testid="credit-none-open">
          {t('lending.credit.stats.none')}
        </p>
      )}
      <section className="card lending-card lending-inline" data-testid="credit-stats">
        <h3 className="card-title">{t('lending.credit.stats.title')}</h3>
        <DetailRows
          rows={[
            {
              label: t('lending.credit.stats.applications'),
              value: String(statistics.applications),
              testId: 'credit-stats-applications',
            },
            {
              label: t('lending.credit.stats.repaidLoans'),
              value: String(statistics.repaidLoans),
              testId: 'credit-stats-repaid-loans',
            },
            ...statistics.totals.map((total) => ({
              label: t('lending.credit.stats.coinTotals', { coin: total.coin }),
              value: `${formatBalance(total.borrowed)} / ${formatBalance(total.repaid)} ${total.coin}`,
              testId: `credit-stats-${total.coin}`,
            })),
          ]}
        />
      </section>
    </>
  );
}
