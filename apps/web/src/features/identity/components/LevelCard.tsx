import type { IdentityOverview, LevelStatus } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { useLocale } from '../../../state/settings';
import { actionOf } from '../levels';
import { LEVEL_TONE, StateBadge } from './StateBadge';
import { VerificationCard } from './VerificationCard';

/** A verification level: its state, review time, the reviewer's reason, and what to do next. */
export function LevelCard({
  overview,
  status,
}: {
  overview: IdentityOverview;
  status: LevelStatus;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const level = status.level;
  const action = actionOf(overview, status);
  const testId = `level-${level}`;
  const documentName = status.resubmit ? t(`identity.document.${status.resubmit.document}`) : '';

  const footer = (() => {
    switch (action.kind) {
      case 'apply':
      case 'reapply':
      case 'view':
        return (
          <Button
            size="small"
            shape="rounded"
            color="primary"
            fill={action.kind === 'view' ? 'outline' : 'solid'}
            data-testid={`${testId}-action`}
            onClick={() => navigate(action.to)}
          >
            {t(`identity.action.${action.kind}`)}
          </Button>
        );
      case 'reupload':
        return (
          <Button
            size="small"
            shape="rounded"
            color="primary"
            data-testid={`${testId}-action`}
            onClick={() => navigate(action.to)}
          >
            {t('identity.action.reupload', { document: documentName })}
          </Button>
        );
      case 'locked':
        return (
          <>
            <Button size="small" shape="rounded" disabled data-testid={`${testId}-action`}>
              {t('identity.action.apply')}
            </Button>
            <p className="muted small" data-testid={`${testId}-locked`}>
              {t(action.reason)}
            </p>
          </>
        );
      case 'final':
        return (
          <p className="identity-final small" data-testid={`${testId}-final`}>
            {t('identity.final')}
          </p>
        );
      case 'none':
        return null;
    }
  })();

  return (
    <VerificationCard
      title={t(`identity.level.${level}`)}
      about={t(`identity.about.${level}`)}
      testId={testId}
      badge={
        <StateBadge
          tone={LEVEL_TONE[status.state]}
          text={t(`identity.state.${status.state}`)}
          testId={`${testId}-state`}
        />
      }
      footer={footer}
    >
      {status.submittedAt && (
        <p className="muted small">
          {t('identity.submittedOn', { date: formatDate(status.submittedAt, locale) })}
        </p>
      )}
      {status.reviewedAt && status.state !== 'under_review' && (
        <p className="muted small">
          {t('identity.reviewedOn', { date: formatDate(status.reviewedAt, locale) })}
        </p>
      )}
      {status.state !== 'passed' && (
        <p className="muted small">
          {t('identity.reviewDays', { days: status.reviewWorkingDays })}
        </p>
      )}
      {status.state === 'resubmit' && status.resubmit && (
        <div className="identity-reason" data-testid={`${testId}-resubmit`}>
          <p>{t('identity.resubmitAsk', { document: documentName })}</p>
          <p>{t('identity.reason', { reason: status.resubmit.reason })}</p>
        </div>
      )}
      {status.state === 'failed' && status.rejectReason && (
        <p className="identity-reason" data-testid={`${testId}-reason`}>
          {t('identity.reason', { reason: status.rejectReason })}
        </p>
      )}
    </VerificationCard>
  );
}
