import { Button, Dialog } from 'antd-mobile';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  visible: boolean;
  title: string;
  /** A sentence, or richer content laid out by the caller. */
  body: ReactNode;
  confirmText: string;
  keepText: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The dialog's test id; its confirm button is `${testId}-confirm`. */
  testId: string;
  /** Red for giving something up (the default); brand colour for going ahead. */
  danger?: boolean;
  /** The content's class, for the feature's own layout. */
  className?: string;
}

/** A yes-or-no question before an action that cannot be undone (close, cancel all, lock a deposit). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog
      visible={props.visible}
      title={props.title}
      closeOnMaskClick
      onClose={props.onClose}
      content={
        <div className={props.className ?? 'confirm-cancel-all'} data-testid={props.testId}>
          {typeof props.body === 'string' ? <p className="muted">{props.body}</p> : props.body}
          <div className="confirm-actions">
            <Button shape="rounded" block onClick={props.onClose}>
              {props.keepText}
            </Button>
            <Button
              shape="rounded"
              block
              color={props.danger === false ? 'primary' : 'danger'}
              data-testid={`${props.testId}-confirm`}
              onClick={props.onConfirm}
            >
              {props.confirmText}
            </Button>
          </div>
        </div>
      }
    />
  );
}
