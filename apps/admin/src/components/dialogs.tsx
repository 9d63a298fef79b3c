import { useState, type FormEvent, type ReactNode } from 'react';
import { useI18n } from '../app/context';
import { FormButtons, Modal } from './Modal';

interface ConfirmProps {
  readonly title: string;
  readonly message: ReactNode;
  readonly confirmLabel: string;
  readonly danger?: boolean;
  readonly pending: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The second look before an irreversible step. Its button is `confirm-ok`. */
export function ConfirmDialog(props: ConfirmProps) {
  const { t } = useI18n();
  return (
    <Modal
      title={props.title}
      onClose={props.onCancel}
      testId="confirm-dialog"
      footer={
        <>
          <button type="button" data-testid="confirm-cancel" onClick={props.onCancel}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={props.danger ? 'danger' : 'primary'}
            data-testid="confirm-ok"
            disabled={props.pending}
            onClick={props.onConfirm}
            autoFocus
          >
            {props.confirmLabel}
          </button>
        </>
      }
    >
      <p>{props.message}</p>
    </Modal>
  );
}

interface ReasonProps {
  readonly title: string;
  readonly message?: ReactNode;
  readonly confirmLabel: string;
  readonly pending: boolean;
  onConfirm(reason: string): void;
  onCancel(): void;
}

/** Asks why before a rejection or a status change; the reason is required (max 500). */
export function ReasonDialog(props: ReasonProps) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() !== '') props.onConfirm(reason.trim());
  };
  return (
    <Modal title={props.title} onClose={props.onCancel} testId="reason-dialog">
      <form onSubmit={submit} className="stack">
        {props.message && <p>{props.message}</p>}
        <label className="field">
          <span>{t('common.reason')}</span>
          <textarea
            data-testid="reason-input"
            required
            maxLength={500}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            autoFocus
          />
          <small className="muted">{t('common.reasonHint')}</small>
        </label>
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
