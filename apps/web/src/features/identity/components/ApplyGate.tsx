import type { IdentityOverview, LevelStatus, VerificationLevel } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { actionOf, levelOf } from '../levels';
import { IDENTITY_PATHS } from '../paths';
import { useIdentityOverview } from '../queries';

/** Why the form is not shown: the level before, a final rejection, or the level's own state. */
function Unavailable({
  overview,
  status,
}: {
  overview: IdentityOverview;
  status: LevelStatus | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const action = status ? actionOf(overview, status) : null;
  const reason =
    action?.kind === 'locked'
      ? t(action.reason)
      : action?.kind === 'final'
        ? t('identity.final')
        : status
          ? t(`identity.state.${status.state}`)
          : t('identity.form.unavailable');
  return (
    <div className="notice identity-unavailable" data-testid="apply-unavailable">
      <p>{t('identity.form.unavailable')}</p>
      <p>{reason}</p>
      <Button
        size="small"
        color="primary"
        fill="outline"
        onClick={() => navigate(IDENTITY_PATHS.centre, { replace: true })}
      >
        {t('identity.form.back')}
      </Button>
    </div>
  );
}

/**
 * Shows a level's form only while the server lets the user apply
 * (`canApply`), with the reviewer's reason above it after a rejection.
 * Everything else says why not, so a bookmarked form never just fails.
 */
export function ApplyGate({
  level,
  children,
}: {
  level: VerificationLevel;
  children: (status: LevelStatus) => ReactNode;
}) {
  const { t } = useTranslation();
  const overview = useIdentityOverview();
  const data = overview.data;
  const status = data && levelOf(data, level);
  return (
    <QueryState
      isPending={overview.isPending}
      error={overview.error}
      onRetry={() => void overview.refetch()}
    >
      {data && status?.canApply && (
        <>
          {status.state === 'failed' && status.rejectReason && (
            <p className="notice notice-warn identity-reason" data-testid="apply-last-reason">
              {t('identity.reason', { reason: status.rejectReason })}
            </p>
          )}
          {children(status)}
        </>
      )}
      {data && !status?.canApply && <Unavailable overview={data} status={status} />}
    </QueryState>
  );
}
