import { Button, Dialog } from 'antd-mobile';
import type { ReactNode } from 'react';

interface IdentityConfirmProps {
  visible: boolean;
  title: string;
  body: ReactNode;
  confirmText: string;
  keepText: string;
  /** Red for giving something up (cancel, refund); brand colour for going ahead. */
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The dialog's test id; its confirm button is `${testId}-confirm`. */
  testId: string;
}

/**
 * The last look before the deposit moves. Declarative (not Dialog.confirm)
 * so it renders inside the app tree, with this feature's styles.
 */
export function IdentityConfirm(props: IdentityConfirmProps) {
  return (
    <Dialog
      visible={props.visible}
      title={props.title}
      closeOnMaskClick
      onClose={props.onClose}
      content={
        <div className="identity-dialog" data-testid={props.testId}>
          {props.body}
          <div className="identity-dialog-actions">
            <Button shape="rounded" block onClick={props.onClose}>
              {props.keepText}
            </Button>
            <Button
              shape="rounded"
              block
              color={props.danger ? 'danger' : 'primary'}
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
