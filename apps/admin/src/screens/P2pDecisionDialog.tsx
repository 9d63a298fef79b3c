import { APPEAL_DECISIONS, type AppealCase } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { useAppealActions, type AppealDecision } from '../api/appeals';
import { describeError } from '../api/describe';
import { useI18n, useOperator } from '../app/context';
import { ConfirmDialog } from '../components/dialogs';
import { FormButtons, Modal } from '../components/Modal';
import type { I18n } from '../app/context';
import {
  approvalStep,
  decisionMoves,
  decisionProblems,
  type ApprovalStep,
  type DecisionDraft,
} from './appealRules';
import { FormProblems } from './marketFields';

/** The contract's bound on the note (`appealDecisionBody`). */
const NOTE_MAX = 1000;

interface FormState {
  readonly decision: AppealDecision | null;
  readonly buyerQuantity: string;
  readonly note: string;
}

/**
 * Deciding an appeal: the decision, a split's share and the required note,
 * then a confirmation that states exactly what moves and whether it is
 * carried out or recorded as a proposal for a second operator. A proposal
 * on the case starts the form with its decision, for the second operator
 * to agree with. The dialog stays open on a refusal, which is shown in it.
 */
export function DecisionDialog(props: { file: AppealCase; onClose: () => void }) {
  const { file } = props;
  const { decide } = useAppealActions();
  const [form, setForm] = useState<FormState>(() => ({
    decision: file.appeal.proposal,
    buyerQuantity: file.appeal.proposalBuyerQuantity ?? '',
    note: '',
  }));
  const [confirming, setConfirming] = useState(false);
  const draft: DecisionDraft | null =
    form.decision === null ? null : { ...form, decision: form.decision };

  if (confirming && draft) {
    return (
      <ConfirmStep
        file={file}
        draft={draft}
        pending={decide.isPending}
        error={decide.error}
        onBack={() => {
          decide.reset();
          setConfirming(false);
        }}
        onConfirm={() =>
          decide.mutate(
            {
              id: file.appeal.id,
              decision: draft.decision,
              buyerQuantity: draft.buyerQuantity,
              note: draft.note.trim(),
            },
            { onSuccess: props.onClose },
          )
        }
      />
    );
  }
  return (
    <DecisionForm
      file={file}
      form={form}
      onChange={setForm}
      onReview={() => setConfirming(true)}
      onClose={props.onClose}
    />
  );
}

function DecisionForm(props: {
  file: AppealCase;
  form: FormState;
  onChange(form: FormState): void;
  onReview(): void;
  onClose(): void;
}) {
  const { t, term } = useI18n();
  const { file, form } = props;
  const { coin, quantity } = file.order;
  const problems =
    form.decision === null ? [] : decisionProblems({ ...form, decision: form.decision }, quantity);
  // What was not typed yet is not a problem to list: the disabled button says enough.
  const shown = problems.filter((p) =>
    p.field === 'note' ? form.note !== '' : form.buyerQuantity !== '',
  );
  const ready = form.decision !== null && problems.length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) props.onReview();
  };
  const invalid = (field: string) => shown.some((p) => p.field === field) || undefined;

  return (
    <Modal
      title={t('appeal.decideTitle', { id: file.appeal.id })}
      onClose={props.onClose}
      testId="decision-form"
    >
      <form className="stack" onSubmit={submit}>
        <fieldset className="choices">
          <legend>{t('appeal.decisionLabel')}</legend>
          {APPEAL_DECISIONS.map((decision) => (
            <label key={decision} className="check">
              <input
                type="radio"
                name="decision"
                data-testid={`decision-${decision}`}
                checked={form.decision === decision}
                onChange={() => props.onChange({ ...form, decision })}
              />
              <span>{term('appealDecision', decision)}</span>
            </label>
          ))}
        </fieldset>
        {form.decision === 'split' && (
          <label className="field">
            <span>{t('appeal.splitQuantity', { coin })}</span>
            <input
              className="num"
              inputMode="decimal"
              data-testid="decision-quantity"
              aria-invalid={invalid('buyerQuantity')}
              value={form.buyerQuantity}
              onChange={(e) => props.onChange({ ...form, buyerQuantity: e.target.value.trim() })}
            />
            <small className="muted">{t('appeal.splitHint', { quantity, coin })}</small>
          </label>
        )}
        <label className="field">
          <span>{t('appeal.noteLabel')}</span>
          <textarea
            data-testid="decision-note"
            required
            maxLength={NOTE_MAX}
            rows={3}
            aria-invalid={invalid('note')}
            value={form.note}
            onChange={(e) => props.onChange({ ...form, note: e.target.value })}
          />
          <small className="muted">{t('appeal.noteHint')}</small>
        </label>
        <FormProblems problems={shown} testId="decision-problems" />
        <FormButtons
          submitLabel={t('appeal.review')}
          submitTestId="decision-review"
          disabled={!ready}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}

/** What the server will do with the decision, in words. */
function stepText(i18n: I18n, step: ApprovalStep, file: AppealCase): string | null {
  const { t, term } = i18n;
  switch (step.kind) {
    case 'decides':
      return null;
    case 'second':
      return t('appeal.confirmSecond', { operator: step.operator });
    case 'own':
      return t('appeal.ownProposal');
    case 'propose':
      return t('appeal.confirmPropose', { threshold: file.secondApprovalAboveUsd });
    case 'replace':
      return `${t('appeal.confirmPropose', { threshold: file.secondApprovalAboveUsd })} ${t(
        'appeal.confirmReplace',
        { operator: step.operator, decision: term('appealDecision', step.decision) },
      )}`;
  }
}

function ConfirmStep(props: {
  file: AppealCase;
  draft: DecisionDraft;
  pending: boolean;
  error: unknown;
  onBack(): void;
  onConfirm(): void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const operator = useOperator();
  const { file, draft } = props;
  const moves = decisionMoves(file, draft);
  const step = stepText(i18n, approvalStep(file, draft, operator.id), file);
  return (
    <ConfirmDialog
      title={t('appeal.confirmTitle', { id: file.appeal.id })}
      message={
        <>
          <span className="confirm-line" data-testid="decision-moves">
            {t(moves.key, moves.params)}
          </span>
          {step !== null && (
            <span className="confirm-line" data-testid="decision-step">
              {step}
            </span>
          )}
          <span className="confirm-line prewrap">
            {t('appeal.confirmNote', { note: draft.note.trim() })}
          </span>
          {props.error !== null && !props.pending && (
            <span className="confirm-line form-error" role="alert" data-testid="decision-error">
              {describeError(props.error, t)}
            </span>
          )}
        </>
      }
      confirmLabel={t('appeal.confirm')}
      danger
      pending={props.pending}
      onCancel={props.onBack}
      onConfirm={props.onConfirm}
    />
  );
}
