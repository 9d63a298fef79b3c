import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

interface ConfirmTransferDialogProps {
  visible: boolean;
  rows: readonly { label: string; value: string }[];
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The last look before money leaves for another user: a transfer between
 * users cannot be reversed, so the recipient and amount are repeated here.
 * Declarative (not Dialog.confirm) so it renders inside the app tree.
 */
export function ConfirmTransferDialog({
  visible,
  rows,
  onConfirm,
  onCancel,
}: ConfirmTransferDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible={visible}
      title={t('wallet.transfer.confirmTitle')}
      onClose={onCancel}
      closeOnMaskClick
      content={
        <div className="confirm-transfer" data-testid="transfer-confirm-dialog">
          <dl className="confirm-rows">
            {rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          <p className="confirm-warning">{t('wallet.transfer.irreversible')}</p>
          <div className="confirm-actions">
            <Button shape="rounded" block onClick={onCancel} data-testid="transfer-cancel">
              {t('wallet.transfer.cancel')}
            </Button>
            <Button
              shape="rounded"
              block
              color="primary"
              onClick={onConfirm}
              data-testid="transfer-confirm"
            >
              {t('wallet.transfer.confirm')}
            </Button>
          </div>
        </div>
      }
    />
  );
}
