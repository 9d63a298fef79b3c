import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { useCancelWithdrawal } from '../mutations';

/**
 * Cancel, offered only while the withdrawal awaits review (the server's
 * transition table allows nothing else); the frozen funds come back. Asked
 * twice because it is a tap away from the detail's other buttons.
 * Declarative (not Dialog.confirm) so it renders inside the app tree.
 */
export function CancelWithdrawal({ id }: { id: number }) {
  const { t } = useTranslation();
  const cancel = useCancelWithdrawal();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    setAsking(false);
    try {
      await cancel.mutateAsync({ id });
      notify.info(t('funding.withdrawDetail.cancelled'));
    } catch {
      // Already toasted (it may have been reviewed meanwhile); the next read shows the status.
    }
  };
  return (
    <>
      <Button
        block
        shape="rounded"
        color="danger"
        fill="outline"
        loading={cancel.isPending}
        data-testid="withdraw-cancel"
        onClick={() => setAsking(true)}
      >
        {t('funding.withdrawDetail.cancel')}
      </Button>
      <Dialog
        visible={asking}
        title={t('funding.withdrawDetail.cancelTitle')}
        closeOnMaskClick
        onClose={() => setAsking(false)}
        content={
          <div className="confirm-transfer" data-testid="withdraw-cancel-dialog">
            <p className="muted">{t('funding.withdrawDetail.cancelBody')}</p>
            <div className="confirm-actions">
              <Button shape="rounded" block onClick={() => setAsking(false)}>
                {t('funding.withdrawDetail.keep')}
              </Button>
              <Button
                shape="rounded"
                block
                color="danger"
                data-testid="withdraw-cancel-confirm"
                onClick={() => void confirm()}
              >
                {t('funding.withdrawDetail.cancelConfirm')}
              </Button>
            </div>
          </div>
        }
      />
    </>
  );
}
