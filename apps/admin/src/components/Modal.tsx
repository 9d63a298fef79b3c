import { useEffect, useId, type ReactNode } from 'react';
import { useI18n } from '../app/context';

interface ModalProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
  readonly testId?: string;
  readonly wide?: boolean;
}

/**
 * A dialog over the page. Escape closes it; a click beside it does not, so a
 * half-typed reason is not lost to a stray click.
 */
export function Modal(props: ModalProps) {
  const { t } = useI18n();
  const titleId = useId();
  const { onClose } = props;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="overlay">
      <div
        className={props.wide ? 'modal wide' : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={props.testId}
      >
        <header className="modal-head">
          <h2 id={titleId}>{props.title}</h2>
          <button type="button" className="ghost" aria-label={t('common.close')} onClick={onClose}>
            ×
          </button>
        </header>
        <div className="modal-body">{props.children}</div>
        {props.footer && <footer className="modal-foot">{props.footer}</footer>}
      </div>
    </div>
  );
}

interface FormButtonsProps {
  readonly submitLabel: string;
  readonly submitTestId: string;
  readonly disabled: boolean;
  /** A step that takes something away (a rejection) submits with a red button. */
  readonly danger?: boolean;
  readonly cancelTestId?: string;
  onCancel(): void;
}

/** The last line of a form in a dialog: Cancel, then the button that submits. */
export function FormButtons(props: FormButtonsProps) {
  const { t } = useI18n();
  return (
    <div className="modal-foot">
      <button type="button" data-testid={props.cancelTestId} onClick={props.onCancel}>
        {t('common.cancel')}
      </button>
      <button
        type="submit"
        className={props.danger ? 'danger' : 'primary'}
        data-testid={props.submitTestId}
        disabled={props.disabled}
      >
        {props.submitLabel}
      </button>
    </div>
  );
}
