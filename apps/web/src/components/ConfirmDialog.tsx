import { Button, Dialog } from 'antd-mobile';

interface ConfirmDialogProps {
  visible: boolean;
  title: string;
  body: string;
  confirmText: string;
  keepText: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The dialog's test id; its confirm button is `${testId}-confirm`. */
  testId: string;
}

/** A yes-or-no question before an action that cannot be undone (close, cancel all). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog
      visible={props.visible}
      title={props.title}
      closeOnMaskClick
      onClose={props.onClose}
      content={
        <div className="confirm-cancel-all" data-testid={props.testId}>
          <p className="muted">{props.body}</p>
          <div className="confirm-actions">
            <Button shape="rounded" block onClick={props.onClose}>
              {props.keepText}
            </Button>
            <Button
              shape="rounded"
              block
              color="danger"
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
