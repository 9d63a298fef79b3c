import type { BusinessStatus } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { formatDate } from '../../../lib/dates';
import { useLocale } from '../../../state/settings';
import { FormScreen } from '../../account/components/FormScreen';
import { formatExact } from '../../wallet/format';
import { BusinessApply } from '../components/BusinessApply';
import { BusinessCancel } from '../components/BusinessCancel';
import { DepositRecords } from '../components/DepositRecords';
import { BUSINESS_TONE, StateBadge } from '../components/StateBadge';
import { useBusinessStatus, useIdentityOverview } from '../queries';
import '../identity.css';

const RULES = ['advanced', 'lock', 'refund', 'review'] as const;

function StatusCard({ status }: { status: BusinessStatus }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const state = status.status;
  return (
    <section className="card identity-card" data-testid="business-status">
      <div className="identity-card-head">
        <h2 className="card-title">{t('identity.level.business')}</h2>
        <StateBadge
          tone={state ? BUSINESS_TONE[state] : 'muted'}
          text={t(`identity.business.state.${state ?? 'none'}`)}
          testId="business-state"
        />
      </div>
      {state && status.amount && status.coin && (
        <dl className="identity-rows">
          <div>
            <dt>{t('identity.business.deposit')}</dt>
            <dd data-testid="business-held">
              {formatExact(status.amount)} {status.coin}
            </dd>
          </div>
        </dl>
      )}
      {status.appliedAt && (
        <p className="muted small">
          {t('identity.business.appliedOn', { date: formatDate(status.appliedAt, locale) })}
        </p>
      )}
      {status.updatedAt && status.updatedAt !== status.appliedAt && (
        <p className="muted small">
          {t('identity.business.updatedOn', { date: formatDate(status.updatedAt, locale) })}
        </p>
      )}
      {(state === 'refused' || state === 'refund_rejected') && status.reason && (
        <p className="identity-reason" data-testid="business-reason">
          {t('identity.reason', { reason: status.reason })}
        </p>
      )}
      {status.canCancel && <BusinessCancel status={status} />}
    </section>
  );
}

/** Business certification: its state, the deposit to lock, cancel or refund, and the deposit's records. */
export default function BusinessScreen() {
  const { t } = useTranslation();
  const business = useBusinessStatus();
  const overview = useIdentityOverview();
  const status = business.data;
  // Advanced passed is level 2; the server also says so through canApply.
  const needsAdvanced = overview.data !== undefined && overview.data.level < 2;
  return (
    <FormScreen title={t('identity.business.title')} testId="screen-identity-business">
      <QueryState
        isPending={business.isPending}
        error={business.error}
        onRetry={() => void business.refetch()}
      >
        {status && (
          <div className="identity-stack">
            <StatusCard status={status} />
            <ul className="identity-rules" data-testid="business-rules">
              {RULES.map((rule) => (
                <li key={rule}>{t(`identity.business.rules.${rule}`)}</li>
              ))}
            </ul>
            {status.canApply && <BusinessApply status={status} />}
            {!status.canApply && needsAdvanced && (
              <p className="notice" data-testid="business-locked">
                {t('identity.locked.business')}
              </p>
            )}
            <DepositRecords />
          </div>
        )}
      </QueryState>
    </FormScreen>
  );
}
