import type { CreditApplication } from '@exchange/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCreditActions, useCreditApplication } from '../../api/credit';
import { useCreditDocuments } from '../../api/creditDocuments';
import { describeError } from '../../api/describe';
import { NotFound } from '../../app/guards';
import { useI18n, useOperator } from '../../app/context';
import { Page, Panel } from '../../components/Page';
import type { TextKey } from '../../i18n';
import { approvalStep, unopened, type ApprovalStep } from './creditRules';
import { CreditDocumentsPanel } from './CreditDocuments';
import { ConfirmProposalDialog, ProposeDialog, RejectDialog } from './CreditDecisionDialogs';
import { ApplicationFacts, DecisionsTable, HistoryTable, ProposalFacts } from './CreditFacts';

export function CreditApplicationScreen() {
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFound />;
  // Keyed by id: another application starts with its own documents and dialogs.
  return <CreditReview key={id} id={id} />;
}

type Dialog = 'approve' | 'reject' | null;

const APPROVE_LABEL: Record<ApprovalStep['kind'], TextKey> = {
  closed: 'common.approve',
  propose: 'credit.propose',
  confirm: 'credit.confirm',
  own: 'credit.confirm',
};

/**
 * One credit application, for its reviewers: the user and the loan asked
 * for, the seven documents (each opened here, each opening recorded), the
 * user's earlier applications and every decision. Approving takes two
 * operators who have each opened every document: the first proposes the
 * amount and its rule, a second confirms, which pays the loan out.
 */
function CreditReview(props: { id: number }) {
  const { t } = useI18n();
  const detail = useCreditApplication(props.id);
  const documents = useCreditDocuments(props.id);
  const a = detail.data;
  if (!a) {
    return (
      <Page title={t('credit.detailTitle', { id: props.id })}>
        <p
          className={detail.error ? 'table-error' : 'muted'}
          role={detail.error ? 'alert' : undefined}
        >
          {detail.error ? describeError(detail.error, t) : t('common.loading')}
        </p>
      </Page>
    );
  }
  return (
    <Page title={t('credit.detailTitle', { id: a.id })} actions={<ReviewActions application={a} />}>
      <ReviewNotes application={a} />
      <div className="detail-grid">
        <div>
          <Panel title={t('credit.application')} testId="credit-application">
            <ApplicationFacts application={a} />
          </Panel>
          {a.proposal !== null && a.status === 'pending' && (
            <Panel title={t('credit.proposal')}>
              <ProposalFacts proposal={a.proposal} coin={a.coin} />
            </Panel>
          )}
        </div>
        <CreditDocumentsPanel application={a} documents={documents} />
      </div>
      <Panel title={t('credit.decisions')}>
        <DecisionsTable application={a} />
      </Panel>
      <Panel title={t('credit.history')}>
        <HistoryTable application={a} />
      </Panel>
    </Page>
  );
}

/** What stands in the way of an approval, said before the operator tries. */
function ReviewNotes({ application: a }: { application: CreditApplication }) {
  const { t, term } = useI18n();
  const operator = useOperator();
  const step = approvalStep(a, operator.username);
  const missing = unopened(a);
  if (step.kind === 'closed')
    return (
      <p className="muted" data-testid="credit-closed">
        {t('credit.closedNote')}
      </p>
    );
  return (
    <>
      {missing.length > 0 && (
        <p className="warning" data-testid="credit-unopened">
          {t('credit.unopenedNote', {
            documents: missing.map((d) => term('creditDocument', d)).join(', '),
          })}
        </p>
      )}
      {step.kind === 'own' && (
        <p className="warning" data-testid="credit-own-proposal">
          {t('credit.ownProposal')}
        </p>
      )}
      {step.kind === 'confirm' && (
        <p className="muted" data-testid="credit-second">
          {t('credit.secondNote', { operator: step.proposal.operator })}
        </p>
      )}
    </>
  );
}

function ReviewActions({ application: a }: { application: CreditApplication }) {
  const { t } = useI18n();
  const operator = useOperator();
  const { approve, reject } = useCreditActions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const step = approvalStep(a, operator.username);
  const close = () => {
    approve.reset();
    reject.reset();
    setDialog(null);
  };
  // Every document opened is the server's rule too; the button says it first.
  const ready = step.kind !== 'closed' && unopened(a).length === 0;
  const sending = { pending: approve.isPending, error: approve.error, onClose: close };
  return (
    <>
      <Link to="/credit">{t('credit.back')}</Link>
      <button
        type="button"
        className="primary"
        data-testid="credit-approve"
        disabled={!ready}
        title={ready ? undefined : t('credit.approveDisabled')}
        onClick={() => setDialog('approve')}
      >
        {t(APPROVE_LABEL[step.kind])}
      </button>
      <button
        type="button"
        className="danger"
        data-testid="credit-reject"
        disabled={step.kind === 'closed'}
        onClick={() => setDialog('reject')}
      >
        {t('common.reject')}
      </button>
      {dialog === 'approve' && step.kind === 'propose' && (
        <ProposeDialog
          {...sending}
          application={a}
          onSend={(input) => approve.mutate(input, { onSuccess: close })}
        />
      )}
      {dialog === 'approve' && (step.kind === 'confirm' || step.kind === 'own') && (
        <ConfirmProposalDialog
          {...sending}
          application={a}
          proposal={step.proposal}
          onSend={(input) => approve.mutate(input, { onSuccess: close })}
        />
      )}
      {dialog === 'reject' && (
        <RejectDialog
          pending={reject.isPending}
          error={reject.error}
          onClose={close}
          application={a}
          onSend={(reason) => reject.mutate({ id: a.id, reason }, { onSuccess: close })}
        />
      )}
    </>
  );
}
