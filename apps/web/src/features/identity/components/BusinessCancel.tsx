import type { BusinessStatus } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { formatExact } from '../../wallet/format';
import { useBusinessCancel } from '../mutations';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

/**
 * One call, two meanings: under review it withdraws the application (the
 * deposit comes back at once); once passed it asks for the deposit back,
 * which operators grant only without open ads, orders or appeals.
 */
export function BusinessCancel({ status }: { status: BusinessStatus }) {
  const { t } = useTranslation();
  const cancel = useBusinessCancel();
  const [asking, setAsking] = useState(false);
  const underReview = status.status === 'applied';
  const params = { amount: formatExact(status.amount ?? '0'), coin: status.coin ?? '' };
  const confirm = async () => {
    setAsking(false);
    try {
      await cancel.mutateAsync();
      notify.info(
        underReview ? t('identity.business.cancelled') : t('identity.business.refundRequested'),
      );
    } catch {
      // Shown by the API client; the next read shows the state.
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
        data-testid="business-cancel"
        onClick={() => setAsking(true)}
      >
        {underReview ? t('identity.business.cancel') : t('identity.business.refund')}
      </Button>
      <ConfirmDialog
        visible={asking}
        className="identity-dialog"
        title={
          underReview ? t('identity.business.cancelTitle') : t('identity.business.refundTitle')
        }
        body={
          <p className="muted">
            {underReview
              ? t('identity.business.cancelBody', params)
              : t('identity.business.refundBody', params)}
          </p>
        }
        confirmText={underReview ? t('identity.business.cancel') : t('identity.business.refund')}
        keepText={t('identity.business.keep')}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
        testId="business-cancel-dialog"
      />
    </>
  );
}
