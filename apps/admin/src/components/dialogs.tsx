import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { describeError } from '../api/describe';
import { useI18n } from '../app/context';
import { CodeInput } from './CodeInput';
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

interface CodeProps {
  readonly title: string;
  readonly message: ReactNode;
  readonly confirmLabel: string;
  readonly pending: boolean;
  /** The server's refusal of the last code (wrong, already used), shown under the field. */
  readonly error: unknown;
  onConfirm(code: string): void;
  onCancel(): void;
}

/**
 * Asks for the operator's current 6-digit authenticator code before a step
 * that needs it. A code is sent once: the field empties as it goes, ready
 * for the next code if the server refuses this one.
 */
export function CodeDialog(props: CodeProps) {
  const { t } = useI18n();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const { error } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return;
    props.onConfirm(code);
    setCode('');
    input.current?.focus();
  };
  return (
    <Modal title={props.title} onClose={props.onCancel} testId="code-dialog">
      <form onSubmit={submit} className="stack">
        <p>{props.message}</p>
        <label className="field">
          <span>{t('login.totp')}</span>
          <CodeInput ref={input} testId="code-input" value={code} onChange={setCode} autoFocus />
          <small className="muted">{t('login.totpHint')}</small>
        </label>
        {error !== null && error !== undefined && (
          <p className="form-error" role="alert" data-testid="code-error">
            {describeError(error, t)}
          </p>
        )}
        <FormButtons
          submitLabel={props.confirmLabel}
          submitTestId="code-ok"
          disabled={props.pending || code.length !== 6}
          cancelTestId="code-cancel"
          onCancel={props.onCancel}
        />
      </form>
    </Modal>
  );
}
