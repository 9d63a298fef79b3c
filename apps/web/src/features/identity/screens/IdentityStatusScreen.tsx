import type { AdvancedDetail, PrimaryDetail, VerificationState } from '@exchange/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { formatDate } from '../../../lib/dates';
import { useLocale } from '../../../state/settings';
import { FormScreen } from '../../account/components/FormScreen';
import { useCountries } from '../../account/queries';
import { LEVEL_TONE, StateBadge } from '../components/StateBadge';
import { levelOf } from '../levels';
import { useAdvancedDetail, useIdentityOverview, usePrimaryDetail } from '../queries';
import '../identity.css';

interface Row {
  label: string;
  value: string | null;
  testId?: string;
}

/** A record's label and value rows; empty values are left out. */
function RecordCard({
  title,
  state,
  rows,
  reason,
  testId,
}: {
  title: string;
  state: VerificationState;
  rows: readonly Row[];
  reason: string | null;
  testId: string;
}) {
  const { t } = useTranslation();
  const shown = rows.filter((row) => row.value !== null && row.value !== '');
  return (
    <section className="card identity-card" data-testid={testId}>
      <div className="identity-card-head">
        <h2 className="card-title">{title}</h2>
        <StateBadge
          tone={LEVEL_TONE[state]}
          text={t(`identity.state.${state}`)}
          testId={`${testId}-state`}
        />
      </div>
      {state === 'not_verified' ? (
        <p className="muted small">{t('identity.status.none')}</p>
      ) : (
        <dl className="identity-rows">
          {shown.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd data-testid={row.testId}>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {state === 'failed' && reason && (
        <p className="identity-reason">{t('identity.reason', { reason })}</p>
      )}
    </section>
  );
}

function PrimaryRecord({ detail }: { detail: PrimaryDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const countries = useCountries(detail.areaCode !== null);
  const country = countries.data?.find((entry) => entry.code === detail.areaCode);
  return (
    <RecordCard
      title={t('identity.level.primary')}
      state={detail.state}
      reason={detail.rejectReason}
      testId="record-primary"
      rows={[
        { label: t('identity.status.realName'), value: detail.realName },
        {
          label: t('identity.status.nationality'),
          value: country?.name ?? detail.areaCode,
        },
        {
          label: t('identity.status.idType'),
          value: detail.idname && t(`identity.idType.${detail.idname}`),
        },
        {
          label: t('identity.status.idNumber'),
          value: detail.idCardMasked,
          testId: 'record-id-number',
        },
        {
          label: t('identity.status.submitted'),
          value: detail.submittedAt && formatDate(detail.submittedAt, locale),
        },
      ]}
    />
  );
}

function AdvancedRecord({ detail }: { detail: AdvancedDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <RecordCard
      title={t('identity.level.advanced')}
      state={detail.state}
      reason={detail.rejectReason}
      testId="record-advanced"
      rows={[
        { label: t('identity.form.homeAddress'), value: detail.homeAddress },
        { label: t('identity.form.workAddress'), value: detail.workAddress },
        { label: t('identity.form.relativeName'), value: detail.relativeName },
        { label: t('identity.form.relation'), value: detail.relation },
        { label: t('identity.form.relativeAddress'), value: detail.relativeAddress },
        { label: t('identity.form.relativePhone'), value: detail.relativePhone },
        {
          label: t('identity.status.submitted'),
          value: detail.submittedAt && formatDate(detail.submittedAt, locale),
        },
      ]}
    />
  );
}

/** Notarised has no record call of its own; the centre's overview holds its dates. */
function NotarisedRecord() {
  const { t } = useTranslation();
  const locale = useLocale();
  const overview = useIdentityOverview();
  const status = overview.data && levelOf(overview.data, 'notarised');
  if (!status) return null;
  return (
    <RecordCard
      title={t('identity.level.notarised')}
      state={status.state}
      reason={status.rejectReason}
      testId="record-notarised"
      rows={[
        {
          label: t('identity.status.submitted'),
          value: status.submittedAt && formatDate(status.submittedAt, locale),
        },
        {
          label: t('identity.status.reviewed'),
          value: status.reviewedAt && formatDate(status.reviewedAt, locale),
        },
      ]}
    />
  );
}

/** The verified-status page: what the user submitted at each level and where it stands. */
export default function IdentityStatusScreen() {
  const { t } = useTranslation();
  const primary = usePrimaryDetail();
  const advanced = useAdvancedDetail();
  const retry = () => {
    void primary.refetch();
    void advanced.refetch();
  };
  const body: ReactNode = primary.data && advanced.data && (
    <div className="identity-stack">
      <PrimaryRecord detail={primary.data} />
      <AdvancedRecord detail={advanced.data} />
      <NotarisedRecord />
    </div>
  );
  return (
    <FormScreen title={t('identity.status.title')} testId="screen-identity-status">
      <QueryState
        isPending={primary.isPending || advanced.isPending}
        error={primary.error ?? advanced.error}
        onRetry={retry}
      >
        {body}
      </QueryState>
    </FormScreen>
  );
}
