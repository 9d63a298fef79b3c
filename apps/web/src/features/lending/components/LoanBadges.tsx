import type { LoanState, PledgeLoan } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { NO_VALUE } from '../../settings/fiat';
import { ratioText } from '../format';
import type { Health } from '../lendingMath';

type Tone = 'pending' | 'good' | 'bad' | 'muted';

const STATE_TONES: Readonly<Record<LoanState, Tone>> = {
  accruing: 'pending',
  overdue: 'bad',
  liquidating: 'bad',
  settled: 'good',
  liquidated: 'muted',
};

export function LoanStatusBadge({ status }: { status: LoanState }) {
  const { t } = useTranslation();
  return (
    <span className={`status-pill ${STATE_TONES[status]}`} data-testid="loan-status">
      {t(`lending.loan.status.${status}`)}
    </span>
  );
}

/** The class that colours a ratio by its health: green, amber at the margin call, red at liquidation. */
export function healthClass(health: Health | null): string {
  return health === null ? 'lending-health none' : `lending-health ${health}`;
}

/**
 * A loan's pledge ratio coloured by its health, with the health in words;
 * "no current price" for an open loan without one, nothing for a closed one.
 */
export function HealthRatio({
  loan,
  testId = 'loan-ratio',
}: {
  loan: Pick<PledgeLoan, 'ratio' | 'health' | 'status'>;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (loan.status === 'settled' || loan.status === 'liquidated') {
    return (
      <span className="lending-health none" data-testid={testId}>
        {NO_VALUE}
      </span>
    );
  }
  if (loan.ratio === null || loan.health === null) {
    return (
      <span className="lending-health none" data-testid={testId}>
        {t('lending.loan.noRatio')}
      </span>
    );
  }
  return (
    <span className={healthClass(loan.health)} data-testid={testId} data-health={loan.health}>
      {ratioText(loan.ratio)} · {t(`lending.loan.health.${loan.health}`)}
    </span>
  );
}
