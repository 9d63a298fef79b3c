import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useDeletePaymentMethod } from '../mutations';
import { PAYMENT_PATHS } from '../paths';

/** Deletes the method after asking, then returns to the list. */
export function DeleteMethod({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeletePaymentMethod();
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    setAsking(false);
    try {
      await remove.mutateAsync(id);
      notify.info(t('p2p.payment.deleted'));
      navigate(PAYMENT_PATHS.list, { replace: true });
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <div className="payment-delete">
      <Button
        block
        shape="rounded"
        fill="outline"
        color="danger"
        loading={remove.isPending}
        data-testid="payment-delete"
        onClick={() => setAsking(true)}
      >
        {t('p2p.payment.delete')}
      </Button>
      <ConfirmDialog
        visible={asking}
        title={t('p2p.payment.deleteTitle')}
        body={t('p2p.payment.deleteBody')}
        confirmText={t('p2p.payment.deleteConfirm')}
        keepText={t('p2p.payment.deleteKeep')}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
        testId="payment-delete-dialog"
      />
    </div>
  );
}
