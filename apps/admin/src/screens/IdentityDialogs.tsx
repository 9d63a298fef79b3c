import type { IdentityDocument } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../app/context';
import { FormButtons, Modal } from '../components/Modal';

/** The contracts' bounds on what a reviewer writes: the reason the user sees, the note they do not. */
const REASON_MAX = 500;
const NOTE_MAX = 1000;

export interface Refusal {
  readonly reason: string;
  readonly note: string;
}

function ReasonField(props: {
  label: string;
  hint?: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <label className="field">
      <span>{props.label}</span>
      <textarea
        data-testid="reason-input"
        required
        maxLength={REASON_MAX}
        rows={3}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        autoFocus
      />
      {props.hint && <small className="muted">{props.hint}</small>}
    </label>
  );
}

function NoteField(props: { value: string; onChange(value: string): void }) {
  const { t } = useI18n();
  return (
    <label className="field">
      <span>{t('identity.noteInternal')}</span>
      <textarea
        data-testid="note-input"
        maxLength={NOTE_MAX}
        rows={2}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  );
}

interface RefusalProps {
  readonly title: string;
  readonly confirmLabel: string;
  readonly pending: boolean;
  onConfirm(refusal: Refusal): void;
  onCancel(): void;
}

/**
 * A refusal with two texts: the reason, which the user reads, and a note
 * kept for operators. The reason is required.
 */
export function RefusalDialog(props: RefusalProps) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() !== '') props.onConfirm({ reason: reason.trim(), note: note.trim() });
  };
  return (
    <Modal title={props.title} onClose={props.onCancel} testId="refusal-dialog">
      <form onSubmit={submit} className="stack">
        <ReasonField label={t('identity.reasonForUser')} value={reason} onChange={setReason} />
        <NoteField value={note} onChange={setNote} />
        <FormButtons
          submitLabel={props.confirmLabel}
          submitTestId="reason-ok"
          disabled={props.pending || reason.trim() === ''}
          danger
          cancelTestId="reason-cancel"
          onCancel={props.onCancel}
        />
      </form>
    </Modal>
  );
}

interface RejectProps {
  readonly id: number;
  readonly pending: boolean;
  onConfirm(rejection: Refusal & { final: boolean }): void;
  onCancel(): void;
}

/** Rejects an application; "final" stops the user from simply applying again. */
export function RejectApplicationDialog(props: RejectProps) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [final, setFinal] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() !== '') props.onConfirm({ reason: reason.trim(), note: note.trim(), final });
  };
  return (
    <Modal
      title={t('identity.rejectTitle', { id: props.id })}
      onClose={props.onCancel}
      testId="reject-dialog"
    >
      <form onSubmit={submit} className="stack">
        <ReasonField label={t('identity.reasonForUser')} value={reason} onChange={setReason} />
        <NoteField value={note} onChange={setNote} />
        <label className="check">
          <input
            type="checkbox"
            data-testid="final-input"
            checked={final}
            onChange={(event) => setFinal(event.target.checked)}
          />
          <span>{t('identity.finalLabel')}</span>
        </label>
        <FormButtons
          submitLabel={t('common.reject')}
          submitTestId="reason-ok"
          disabled={props.pending || reason.trim() === ''}
          danger
          cancelTestId="reason-cancel"
          onCancel={props.onCancel}
        />
      </form>
    </Modal>
  );
}

interface ResubmitProps {
  readonly id: number;
  /** The documents the application's level asks for. */
  readonly documents: readonly IdentityDocument[];
  readonly pending: boolean;
  onConfirm(request: { document: IdentityDocument; reason: string }): void;
  onCancel(): void;
}

/** Asks the user for one document again, saying what is wrong with it. */
export function ResubmitDialog(props: ResubmitProps) {
  const { t, term } = useI18n();
  const offered = props.documents;
  // A level with one document (advanced, notarised) needs no choosing.
  const [document, setDocument] = useState<IdentityDocument | ''>(
    offered.length === 1 ? (offered[0] ?? '') : '',
  );
  const [reason, setReason] = useState('');
  const ready = document !== '' && reason.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (document !== '' && reason.trim() !== '')
      props.onConfirm({ document, reason: reason.trim() });
  };
  return (
    <Modal
      title={t('identity.resubmitTitle', { id: props.id })}
      onClose={props.onCancel}
      testId="resubmit-dialog"
    >
      <form onSubmit={submit} className="stack">
        <label className="field">
          <span>{t('identity.resubmitDocument')}</span>
          <select
            data-testid="document-input"
            required
            value={document}
            onChange={(event) => setDocument(offered.find((d) => d === event.target.value) ?? '')}
          >
            <option value="" disabled>
              —
            </option>
            {offered.map((d) => (
              <option key={d} value={d}>
                {term('identityDocument', d)}
              </option>
            ))}
          </select>
        </label>
        <ReasonField
          label={t('identity.reasonForUser')}
          hint={t('identity.resubmitReasonHint')}
          value={reason}
          onChange={setReason}
        />
        <FormButtons
          submitLabel={t('identity.requestResubmit')}
          submitTestId="reason-ok"
          disabled={props.pending || !ready}
          cancelTestId="reason-cancel"
          onCancel={props.onCancel}
        />
      </form>
    </Modal>
  );
}
