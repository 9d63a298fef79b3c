import type { PledgeLoan } from '@exchange/contracts';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../market/format';
import { formatBalance } from '../../wallet/format';
import { loanPath } from '../paths';
import { HealthRatio, LoanStatusBadge } from './LoanBadges';
import '../../p2p/trade.css';

/** One loan in a list: its pair and state, what was borrowed, owed now, and its ratio. */
export function LoanRow({ loan }: { loan: PledgeLoan }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={loanPath(loan.id)} className="lending-row" data-testid={`loan-${loan.id}`}>
        <span className="p2p-order-row-head">
          <strong>
            {t('lending.pledge.pairName', { collateral: loan.collateral, loan: loan.loanCoin })}
          </strong>
          <LoanStatusBadge status={loan.status} />
          <RightOutline className="p2p-row-arrow" aria-hidden="true" />
        </span>
        <span className="p2p-order-row-figures">
          <span>
            <span className="muted small">{t('lending.loan.borrowed')}</span>
            <span data-testid="loan-row-borrowed">
              {formatBalance(loan.borrowed)} {loan.loanCoin}
            </span>
          </span>
          <span>
            <span className="muted small">{t('lending.loan.debt')}</span>
            <span data-testid="loan-row-debt">
              {formatBalance(loan.debt)} {loan.loanCoin}
            </span>
          </span>
          <span>
            <span className="muted small">{t('lending.loan.ratio')}</span>
            <HealthRatio loan={loan} testId="loan-row-ratio" />
          </span>
        </span>
        <span className="muted small">{formatDateTime(loan.createdAt)}</span>
      </Link>
    </li>
  );
}
