import { LEVEL_DOCUMENTS, type IdentityApplication } from '@exchange/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { describeError } from '../api/describe';
import { useIdentityActions, useIdentityApplication } from '../api/identity';
import { NotFound } from '../app/guards';
import { useI18n, useOperator } from '../app/context';
import { Badge } from '../components/Badge';
import { Facts } from '../components/Facts';
import { idColumn, noteColumn, termColumn, timeColumn } from '../components/cells';
import type { Column } from '../components/columns';
import { DataTable } from '../components/DataTable';
import { ConfirmDialog } from '../components/dialogs';
import { Page, Panel } from '../components/Page';
import type { TextKey, Translator } from '../i18n';
import { formatTime } from '../lib/format';
import { IdentityDocuments } from './IdentityDocuments';
import { RejectApplicationDialog, ResubmitDialog } from './IdentityDialogs';
import { IdentityStatusBadge, ScreeningBadge } from './identityParts';
import { UserLink } from './UserLink';

type Step = 'approve' | 'reject' | 'resubmit' | 'reopen';
type HistoryEntry = IdentityApplication['history'][number];

export function IdentityDetailScreen() {
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFound />;
  // Keyed by id: another application starts with its own photos and dialogs.
  return <IdentityDetail key={id} id={id} />;
}

/** Notarised verification takes two operators: a first approval, then a final one. */
const needsTwo = (a: IdentityApplication) => a.level === 'notarised';

function approveLabel(a: IdentityApplication): TextKey {
  if (!needsTwo(a)) return 'common.approve';
  return a.firstApprovedBy === null ? 'identity.firstApproval' : 'identity.finalApproval';
}

/**
 * One application, for its reviewer: every field, the photos side by side,
 * the screening result and the user's other applications, and the
 * decisions while it is under review. Each decision shows its answer at once.
 */
function IdentityDetail(props: { id: number }) {
  const i18n = useI18n();
  const { t, term } = i18n;
  const operator = useOperator();
  const detail = useIdentityApplication(props.id);
  const actions = useIdentityActions();
  const [step, setStep] = useState<Step | null>(null);
  const close = () => setStep(null);
  const a = detail.data;

  if (!a) {
    return (
      <Page title={t('identity.detailTitle', { id: props.id })}>
        <p
          className={detail.error ? 'table-error' : 'muted'}
          role={detail.error ? 'alert' : undefined}
        >
          {detail.error ? describeError(detail.error, t) : t('common.loading')}
        </p>
      </Page>
    );
  }

  const reviewable = a.status === 'under_review';
  const level = term('identityLevel', a.level);
  const confirmParams = { id: a.id, name: a.realName, level };
  const approveMessage = !needsTwo(a)
    ? t('identity.approveConfirm', confirmParams)
    : a.firstApprovedBy === null
      ? t('identity.firstApprovalConfirm', confirmParams)
      : t('identity.finalApprovalConfirm', { ...confirmParams, first: a.firstApprovedBy });

  return (
    <Page
      title={t('identity.detailTitle', { id: a.id })}
      actions={
        <>
          <Link to="/identity">{t('identity.back')}</Link>
          <button
            type="button"
            className="primary"
            data-testid="identity-approve"
            disabled={!reviewable}
            onClick={() => setStep('approve')}
          >
            {t(approveLabel(a))}
          </button>
          <button
            type="button"
            data-testid="identity-resubmit"
            disabled={!reviewable}
            onClick={() => setStep('resubmit')}
          >
            {t('identity.requestResubmit')}
          </button>
          <button
            type="button"
            className="danger"
            data-testid="identity-reject"
            disabled={!reviewable}
            onClick={() => setStep('reject')}
          >
            {t('common.reject')}
          </button>
          {a.status === 'failed' && a.final && (
            <button type="button" data-testid="identity-reopen" onClick={() => setStep('reopen')}>
              {t('identity.reopen')}
            </button>
          )}
        </>
      }
    >
      {!reviewable && (
        <p className="muted" data-testid="identity-closed">
          {t('identity.notReviewable')}
        </p>
      )}
      {reviewable && a.firstApprovedBy === operator.id && (
        <p className="warning" data-testid="identity-own-first">
          {t('identity.ownFirstApproval')}
        </p>
      )}
      <div className="detail-grid">
        <Panel title={t('identity.application')} testId="identity-facts">
          <ApplicationFacts application={a} />
        </Panel>
        <div>
          <IdentityDocuments id={a.id} documents={a.documents} />
          <Panel title={t('identity.screening')} testId="identity-screening">
            <ScreeningFacts screening={a.screening} />
          </Panel>
        </div>
      </div>
      <Panel title={t('identity.history')} testId="identity-history">
        <DataTable
          columns={historyColumns(i18n)}
          rows={a.history}
          rowKey={(h) => h.id}
          rowTestId="history-row"
        />
      </Panel>
      {step === 'approve' && (
        <ConfirmDialog
          title={t(approveLabel(a))}
          message={approveMessage}
          confirmLabel={t(approveLabel(a))}
          pending={actions.approve.isPending}
          onCancel={close}
          onConfirm={() => actions.approve.mutate({ id: a.id }, { onSuccess: close })}
        />
      )}
      {step === 'reopen' && (
        <ConfirmDialog
          title={t('identity.reopen')}
          message={t('identity.reopenConfirm', confirmParams)}
          confirmLabel={t('identity.reopen')}
          pending={actions.reopen.isPending}
          onCancel={close}
          onConfirm={() => actions.reopen.mutate({ id: a.id }, { onSuccess: close })}
        />
      )}
      {step === 'reject' && (
        <RejectApplicationDialog
          id={a.id}
          pending={actions.reject.isPending}
          onCancel={close}
          onConfirm={(rejection) =>
            actions.reject.mutate({ id: a.id, ...rejection }, { onSuccess: close })
          }
        />
      )}
      {step === 'resubmit' && (
        <ResubmitDialog
          id={a.id}
          documents={LEVEL_DOCUMENTS[a.level]}
          pending={actions.resubmit.isPending}
          onCancel={close}
          onConfirm={(request) =>
            actions.resubmit.mutate({ id: a.id, ...request }, { onSuccess: close })
          }
        />
      )}
    </Page>
  );
}

function historyColumns(i18n: Translator): Column<HistoryEntry>[] {
  const { t } = i18n;
  return [
    {
      ...idColumn('id', t('col.id'), (h) => h.id),
      render: (h) => <Link to={`/identity/${h.id}`}>{h.id}</Link>,
    },
    termColumn(i18n, 'level', t('identity.col.level'), 'identityLevel', (h) => h.level),
    termColumn(i18n, 'status', t('col.status'), 'identityStatus', (h) => h.status),
    timeColumn('submitted', t('identity.col.submitted'), (h) => h.submittedAt),
    noteColumn('rejectReason', t('identity.rejectReason'), (h) => h.rejectReason),
  ];
}

function ApplicationFacts({ application: a }: { application: IdentityApplication }) {
  const { t, term } = useI18n();
  const optional = (label: TextKey, value: string | null) =>
    value === null ? null : ([t(label), value] as const);
  const operatorOf = (id: number | null) => (id === null ? '—' : t('identity.operator', { id }));
  return (
    <Facts
      rows={[
        [t('col.id'), a.id],
        [t('identity.col.user'), <UserLink key="user" id={a.userId} label={a.uid} />],
        [t('col.userId'), a.userId],
        [t('identity.col.level'), term('identityLevel', a.level)],
        [t('col.status'), <IdentityStatusBadge key="status" row={a} />],
        [t('identity.col.realName'), <strong key="name">{a.realName}</strong>],
        [t('identity.col.nationality'), a.nationality],
        [t('identity.idType'), term('idType', a.idType)],
        [
          t('identity.idNumber'),
          <span key="number" className="mono" data-testid="identity-number">
            {a.idNumber}
          </span>,
        ],
        optional('identity.homeAddress', a.homeAddress),
        optional('identity.workAddress', a.workAddress),
        optional('identity.relativeName', a.relativeName),
        optional('identity.relation', a.relation),
        optional('identity.relativeAddress', a.relativeAddress),
        optional('identity.relativePhone', a.relativePhone),
        [t('identity.col.submitted'), formatTime(a.submittedAt)],
        a.firstApprovedBy === null
          ? null
          : [t('identity.firstApprovedBy'), operatorOf(a.firstApprovedBy)],
        a.reviewedBy === null ? null : [t('identity.reviewedBy'), operatorOf(a.reviewedBy)],
        a.reviewedAt === null ? null : [t('identity.reviewedAt'), formatTime(a.reviewedAt)],
        optional('identity.rejectReason', a.rejectReason),
        optional('identity.internalNote', a.internalNote),
        a.final
          ? [
              t('identity.final'),
              <Badge key="final" tone="bad">
                {t('common.yes')}
              </Badge>,
            ]
          : null,
        a.resubmit === null
          ? null
          : [
              t('identity.resubmitRequest'),
              t('identity.resubmitValue', {
                document: term('identityDocument', a.resubmit.document),
                reason: a.resubmit.reason,
              }),
            ],
      ]}
    />
  );
}

function ScreeningFacts({ screening }: { screening: IdentityApplication['screening'] }) {
  const { t } = useI18n();
  if (!screening) return <p className="muted">{t('identity.screeningNone')}</p>;
  return (
    <Facts
      rows={[
        [t('identity.screeningOutcome'), <ScreeningBadge key="outcome" screening={screening} />],
        [t('identity.screeningAdapter'), screening.adapter],
        [
          t('identity.screeningDetail'),
          <span key="detail" className="prewrap">
            {screening.detail}
          </span>,
        ],
        [t('identity.screeningAt'), formatTime(screening.at)],
      ]}
    />
  );
}
