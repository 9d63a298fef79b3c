import type { BusinessStatus, IdentityOverview } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IDENTITY_PATHS } from '../paths';
import { BUSINESS_TONE, StateBadge } from './StateBadge';
import { VerificationCard } from './VerificationCard';

/** Business certification in the centre; its own screen holds the deposit and the actions. */
export function BusinessCard({
  overview,
  business,
}: {
  overview: IdentityOverview;
  business: BusinessStatus;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = business.status;
  // Advanced passed is level 2: the server refuses an application below it.
  const locked = status === null && overview.level < 2;
  return (
    <VerificationCard
      title={t('identity.level.business')}
      about={t('identity.about.business')}
      testId="level-business"
      badge={
        <StateBadge
          tone={status ? BUSINESS_TONE[status] : 'muted'}
          text={t(`identity.business.state.${status ?? 'none'}`)}
          testId="level-business-state"
        />
      }
      footer={
        <>
          <Button
            size="small"
            shape="rounded"
            // Locked looks like the other levels' locked action, not a dimmed call to act.
            color={locked ? 'default' : 'primary'}
            fill={status === null || locked ? 'solid' : 'outline'}
            disabled={locked}
            data-testid="level-business-action"
            onClick={() => navigate(IDENTITY_PATHS.business)}
          >
            {t(status === null ? 'identity.action.apply' : 'identity.action.view')}
          </Button>
          {locked && (
            <p className="muted small" data-testid="level-business-locked">
              {t('identity.locked.business')}
            </p>
          )}
        </>
      }
    >
      {(status === 'refused' || status === 'refund_rejected') && business.reason && (
        <p className="identity-reason">{t('identity.reason', { reason: business.reason })}</p>
      )}
    </VerificationCard>
  );
}
