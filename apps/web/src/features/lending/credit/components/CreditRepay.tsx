import type { CreditLoan } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../app/notify';
import { DetailRows } from '../../../funding/components/DetailRows';
import { formatBalance, formatExact } from '../../../wallet/format';
import { useIdempotentSubmit } from '../../../wallet/useIdempotentSubmit';
import { FormFoot } from '../../components/FormFoot';
import { Sheet } from '../../components/Sheet';
import { useSpotAvailable } from '../../queries';
import { useCreditRepay } from '../mutations';

/**
 * The confirm sheet: what repays the loan now (principal, interest for the
 * days begun, late fee), out of the spot balance. The server repays the
 * whole loan as it stands when the request arrives.
 */
function RepayConfirm({ loan, onDone }: { loan: CreditLoan; onDone: () => void }) {
  const { t } = useTranslation();
  const repay = useCreditRepay();
  const { availableOf } = useSpotAvailable();
  const { submit, outcome } = useIdempotentSubmit((body: { id: number }, requestId: string) =>
    repay.mutateAsync({ ...body, requestId }),
  );
  const ofCoin = (text: string) => `${formatBalance(text)} ${loan.coin}`;
  const available = availableOf(loan.coin);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (repay.isPending) return;
    const result = await submit({ id: loan.id });
    if (!result) return;
    notify.info(
      t('lending.credit.repay.done', { amount: formatExact(result.paid), coin: loan.coin }),
    );
    onDone();
  };

  return (
    <form
      className="account-form lending-form"
      noValidate
      data-testid="credit-repay-form"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 className="lending-sheet-title">
        {t('lending.credit.repay.title', { coin: loan.coin })}
      </h2>
      <p className="lending-owed" data-testid="credit-repay-owed">
        {t('lending.credit.repay.owed', { amount: formatBalance(loan.owedNow), coin: loan.coin })}
      </p>
      <DetailRows
        rows={[
          {
            label: t('lending.credit.repay.principal'),
            value: ofCoin(loan.approvedAmount ?? loan.amount),
            testId: 'credit-repay-principal',
          },
          {
            label: t('lending.credit.loan.interest'),
            value: ofCoin(loan.interest),
            testId: 'credit-repay-interest',
          },
          {
            label: t('lending.credit.loan.lateFee'),
            value: ofCoin(loan.lateFee),
            testId: 'credit-repay-late-fee',
          },
        ]}
      />
      {available !== null && (
        <p className="muted small lending-note" data-testid="credit-repay-available">
          {t('lending.common.available', { amount: formatBalance(available), coin: loan.coin })}
        </p>
      )}
      <FormFoot
        note={t('lending.credit.repay.note')}
        outcome={outcome}
        pending={repay.isPending}
        submitText={t('lending.credit.repay.confirm', {
          amount: formatExact(loan.owedNow),
          coin: loan.coin,
        })}
        testId="credit-repay-submit"
        onCancel={onDone}
      />
    </form>
  );
}

/** "Repay" on a loan being lent or overdue, opening the confirm sheet. */
export function CreditRepay({ loan }: { loan: CreditLoan }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        block
        shape="rounded"
        color="primary"
        data-testid={`credit-repay-${loan.id}`}
        onClick={() => setOpen(true)}
      >
        {t('lending.credit.repay.button')}
      </Button>
      <Sheet open={open} onClose={close} testId="credit-repay-sheet">
        {open && <RepayConfirm loan={loan} onDone={close} />}
      </Sheet>
    </>
  );
}
