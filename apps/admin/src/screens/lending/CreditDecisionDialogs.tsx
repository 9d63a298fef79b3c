import {
  CREDIT_LIMIT_RULES,
  type CreditApplication,
  type CreditDecision,
} from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import type { ApproveInput } from '../../api/credit';
import { describeError } from '../../api/describe';
import { useI18n } from '../../app/context';
import { ConfirmDialog } from '../../components/dialogs';
import { FormButtons, Modal } from '../../components/Modal';
import { FormProblems } from '../marketFields';
import {
  NOTE_MAX,
  REASON_MAX,
  proposalProblems,
  reasonFits,
  type ProposalDraft,
} from './creditRules';

/**
 * The decisions on a credit application, each in a dialog that stays open
 * on a refusal and shows the server's message in it (the notice shows it
 * too): the first approval's proposal, the second operator's confirmation,
 * and a rejection with the reason the user reads.
 */

interface Sending {
  readonly pending: boolean;
  /** The last refusal, shown until the next try. */
  readonly error: unknown;
  onClose(): void;
}

function Refusal(props: { error: unknown; pending: boolean }) {
  const { t } = useI18n();
  if (props.error === null || props.error === undefined || props.pending) return null;
  return (
    // A span: in the confirmation it sits inside the dialog's paragraph.
    <span className="confirm-line form-error" role="alert" data-testid="credit-error">
      {describeError(props.error, t)}
    </span>
  );
}

/** The first approval: an amount within the range, the rule that set it, and a note. */
export function ProposeDialog(
  props: Sending & { application: CreditApplication; onSend(input: ApproveInput): void },
) {
  const { t, term } = useI18n();
  const a = props.application;
  const [draft, setDraft] = useState<ProposalDraft>({ amount: a.amount, rule: '', note: '' });
  const problems = proposalProblems(draft, a);
  // The rule not chosen yet is not a problem to list: the disabled button says enough.
  const shown = problems.filter((p) => p.field !== 'rule');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length > 0 || draft.rule === '') return;
    props.onSend({ id: a.id, amount: draft.amount, rule: draft.rule, note: draft.note.trim() });
  };
  const invalid = (field: string) => shown.some((p) => p.field === field) || undefined;
  return (
    <Modal
      title={t('credit.proposeTitle', { id: a.id })}
      onClose={props.onClose}
      testId="propose-dialog"
    >
      <form className="stack" onSubmit={submit}>
        <p className="muted">{t('credit.proposeNote')}</p>
        <label className="field">
          <span>{t('credit.proposedAmount')}</span>
          <span className="with-unit">
            <input
              className="num"
              inputMode="decimal"
              data-testid="propose-amount"
              aria-invalid={invalid('amount')}
              value={draft.amount}
              onChange={(e) => setDraft({ ...draft, amount: e.target.value.trim() })}
              autoFocus
            />
            <span className="unit">{a.coin}</span>
          </span>
          <small className="muted">
            {t('credit.amountHint', { min: a.product.minAmount, max: a.amount, coin: a.coin })}
          </small>
        </label>
        <label className="field">
          <span>{t('credit.rule')}</span>
          <select
            data-testid="propose-rule"
            value={draft.rule}
            onChange={(e) =>
              setDraft({
                ...draft,
                rule: CREDIT_LIMIT_RULES.find((r) => r === e.target.value) ?? '',
              })
            }
          >
            <option value="" disabled>
              —
            </option>
            {CREDIT_LIMIT_RULES.map((rule) => (
              <option key={rule} value={rule}>
                {term('creditRule', rule)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('credit.note')}</span>
          <textarea
            data-testid="propose-note"
            rows={3}
            maxLength={NOTE_MAX}
            aria-invalid={invalid('note')}
            value={draft.note}
            onChange={(e) => setDraft({ ...draft, note: e.target.value })}
          />
          <small className="muted">{t('credit.noteHint')}</small>
        </label>
        <FormProblems problems={shown} testId="propose-problems" />
        <Refusal error={props.error} pending={props.pending} />
        <FormButtons
          submitLabel={t('credit.propose')}
          submitTestId="propose-submit"
          disabled={props.pending || problems.length > 0}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}

/** The second approval: the proposal confirmed as it is, which pays the loan out. */
export function ConfirmProposalDialog(
  props: Sending & {
    application: CreditApplication;
    proposal: CreditDecision;
    onSend(input: ApproveInput): void;
  },
) {
  const { t, term } = useI18n();
  const { application: a, proposal } = props;
  return (
    <ConfirmDialog
      title={t('credit.confirmTitle', { id: a.id })}
      message={
        <>
          <span className="confirm-line" data-testid="confirm-proposal">
            {t('credit.confirmMessage', {
              amount: proposal.amount ?? '—',
              coin: a.coin,
              operator: proposal.operator,
              rule: proposal.rule === null ? '—' : term('creditRule', proposal.rule),
              uid: a.uid,
            })}
          </span>
          <Refusal error={props.error} pending={props.pending} />
        </>
      }
      confirmLabel={t('credit.confirm')}
      danger
      pending={props.pending}
      onCancel={props.onClose}
      // Amount and rule are left out: the server pays what the first operator proposed.
      onConfirm={() => props.onSend({ id: a.id, note: '' })}
    />
  );
}

/** A rejection; the reason is required and shown to the user. */
export function RejectDialog(
  props: Sending & { application: CreditApplication; onSend(reason: string): void },
) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const ready = reasonFits(reason);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) props.onSend(reason.trim());
  };
  return (
    <Modal
      title={t('credit.rejectTitle', { id: props.application.id })}
      onClose={props.onClose}
      testId="credit-reject-dialog"
    >
      <form className="stack" onSubmit={submit}>
        <label className="field">
          <span>{t('credit.reasonForUser')}</span>
          <textarea
            data-testid="reject-reason"
            required
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            autoFocus
          />
          <small className="muted">{t('credit.reasonHint')}</small>
        </label>
        <Refusal error={props.error} pending={props.pending} />
        <FormButtons
          submitLabel={t('common.reject')}
          submitTestId="reject-submit"
          disabled={props.pending || !ready}
          danger
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
