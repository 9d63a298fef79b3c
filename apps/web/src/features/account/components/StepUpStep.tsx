import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { boundChannels } from '../factors';
import { useSecurityOverview } from '../queries';
import { StepUpForm } from './StepUpForm';

/**
 * The step-up code entry in place (withdrawals, API keys): success stores
 * the step-up token and calls `onDone`, which reads it; with no factor
 * bound, a notice leads to the security centre.
 */
export function StepUpStep({
  onDone,
  noticeClassName,
}: {
  onDone: () => void;
  noticeClassName: string;
}) {
  const { t } = useTranslation();
  const overview = useSecurityOverview();
  const channels = overview.data ? boundChannels(overview.data) : [];
  const first = channels[0];
  return (
    <QueryState
      isPending={overview.isPending}
      error={overview.error}
      onRetry={() => void overview.refetch()}
    >
      {first === undefined ? (
        <div className={`notice ${noticeClassName}`}>
          <p>{t('account.verify.noFactor')}</p>
          <Link to="/safety">{t('account.safety.title')}</Link>
        </div>
      ) : (
        <StepUpForm channels={channels} initial={first} onDone={onDone} />
      )}
    </QueryState>
  );
}
