import type { P2pOrder } from '@exchange/contracts';
import { Button, Popup } from 'antd-mobile';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../app/notify';
import { useCancelOrder } from '../../mutations';

const REASONS = ['changed', 'cannotPay', 'seller'] as const;
/** `orderCancelBody.reason`'s limit. */
const REASON_MAX = 500;

/** The reason (required: spec section 5), then the cancellation. */
function CancelForm({ order, onDone }: { order: P2pOrder; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const cancel = useCancelOrder();
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const missing = reason.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (cancel.isPending) return;
    setSubmitted(true);
    if (missing) return;
    try {
      await cancel.mutateAsync({ id: order.id, reason: reason.trim() });
      notify.info(t('p2p.order.cancel.done'));
      onDone();
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <form className="account-form p2p-cancel" noValidate onSubmit={(event) => void submit(event)}>
      <h2 className="p2p-sheet-title">{t('p2p.order.cancel.title')}</h2>
      {order.status !== 'unpaid' && (
        <p className="notice notice-danger" data-testid="order-cancel-paid">
          {t('p2p.order.cancel.paidWarning')}
        </p>
      )}
      <div className="field">
        <label className="field-label" htmlFor={id}>
          {t('p2p.order.cancel.reason')}
        </label>
        <div className="p2p-choices">
          {REASONS.map((key) => {
            const text = t(`p2p.order.cancel.reasons.${key}`);
            return (
              <button
                key={key}
                type="button"
                className={reason === text ? 'p2p-choice active' : 'p2p-choice'}
                data-testid={`order-cancel-reason-${key}`}
                onClick={() => setReason(text)}
              >
                {text}
              </button>
            );
          })}
        </div>
        <div className={submitted && missing ? 'field-box has-error' : 'field-box'}>
          <textarea
            id={id}
            className="field-input p2p-textarea"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder={t('p2p.order.cancel.placeholder')}
            maxLength={REASON_MAX}
            rows={3}
            aria-invalid={submitted && missing ? true : undefined}
            data-testid="order-cancel-text"
          />
        </div>
        {submitted && missing && (
          <div className="field-error" role="alert">
            {t('p2p.order.cancel.required')}
          </div>
        )}
      </div>
      <p className="muted small">{t('p2p.order.cancel.limit')}</p>
      <div className="p2p-sheet-actions">
        <Button type="button" shape="rounded" block onClick={onDone}>
          {t('p2p.order.cancel.keep')}
        </Button>
        <Button
          type="submit"
          shape="rounded"
          block
          color="danger"
          loading={cancel.isPending}
          data-testid="order-cancel-confirm"
        >
          {t('p2p.order.cancel.confirm')}
        </Button>
      </div>
    </form>
  );
}

/** The buyer's cancel button and its sheet. */
export function CancelAction({ order }: { order: P2pOrder }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        block
        shape="rounded"
        fill="outline"
        color="danger"
        data-testid="order-cancel"
        onClick={() => setOpen(true)}
      >
        {t('p2p.order.cancel.button')}
      </Button>
      <Popup
        visible={open}
        position="bottom"
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="p2p-sheet"
        destroyOnClose
      >
        <div data-testid="order-cancel-sheet">
          <CancelForm order={order} onDone={() => setOpen(false)} />
        </div>
      </Popup>
    </>
  );
}
