import type { PledgeLoan } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDateTime } from '../../market/format';
import { useIdempotentSubmit } from '../../wallet/useIdempotentSubmit';
import { useCoinIndex } from '../../wallet/queries';
import { percentText } from '../format';
import { useRenew } from '../mutations';
import { useSpotAvailable } from '../queries';
import { CollateralForm } from './CollateralForm';
import { OutcomeUnknown } from './Notices';
import { RepayForm } from './RepayForm';
import { Sheet } from './Sheet';
import '../../wallet/wallet.css';

/** Why a loan that may be repaid may not be renewed now, or null when it may. */
function renewBlock(loan: PledgeLoan): 'noPrice' | 'notHealthy' | null {
  if (loan.renewable) return null;
  return loan.health === null ? 'noPrice' : 'notHealthy';
}

/** Renewal: by the loan's own term, only below the margin-call level; asked first. */
function RenewAction({ loan }: { loan: PledgeLoan }) {
  const { t } = useTranslation();
  const renew = useRenew();
  const { submit, outcome } = useIdempotentSubmit((body: { id: number }, requestId: string) =>
    renew.mutateAsync({ ...body, requestId }),
  );
  const [asking, setAsking] = useState(false);
  const blocked = renewBlock(loan);

  const confirm = async () => {
    setAsking(false);
    const result = await submit({ id: loan.id });
    if (result) notify.info(t('lending.loan.renew.done', { time: formatDateTime(result.termEnd) }));
  };

  return (
    <>
      <Button
        block
        shape="rounded"
        fill="outline"
        disabled={blocked !== null}
        loading={renew.isPending}
        data-testid="loan-renew"
        onClick={() => setAsking(true)}
      >
        {t('lending.loan.renew.button')}
      </Button>
      {blocked !== null && (
        <p className="muted small lending-note" data-testid="loan-renew-reason">
          {blocked === 'noPrice'
            ? t('lending.loan.renew.noPrice')
            : t('lending.loan.renew.notHealthy', { ratio: percentText(loan.callRatio) })}
        </p>
      )}
      <OutcomeUnknown outcome={outcome} />
      <ConfirmDialog
        visible={asking}
        danger={false}
        className="lending-dialog"
        title={t('lending.loan.renew.title')}
        body={t('lending.loan.renew.body', { days: loan.termDays })}
        confirmText={t('lending.loan.renew.confirm')}
        keepText={t('lending.common.cancel')}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
        testId="loan-renew-dialog"
      />
    </>
  );
}

type Open = 'repay' | 'collateral' | null;

/** What the borrower may do with a loan that accrues: repay, add collateral, renew. */
export function LoanActions({ loan }: { loan: PledgeLoan }) {
  const { t } = useTranslation();
  const coins = useCoinIndex();
  const { availableOf } = useSpotAvailable();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <section className="lending-actions" data-testid="loan-actions">
      <div className="confirm-actions">
        <Button
          block
          shape="rounded"
          color="primary"
          data-testid="loan-repay"
          onClick={() => setOpen('repay')}
        >
          {t('lending.loan.repay.button')}
        </Button>
        <Button block shape="rounded" data-testid="loan-add" onClick={() => setOpen('collateral')}>
          {t('lending.loan.add.button')}
        </Button>
      </div>
      <RenewAction loan={loan} />
      <Sheet open={open !== null} onClose={close} testId="loan-sheet">
        {open === 'repay' && (
          <RepayForm
            loan={loan}
            decimals={coins.get(loan.loanCoin)?.decimals}
            available={availableOf(loan.loanCoin)}
            onDone={close}
          />
        )}
        {open === 'collateral' && (
          <CollateralForm
            loan={loan}
            decimals={coins.get(loan.collateral)?.decimals}
            available={availableOf(loan.collateral)}
            onDone={close}
          />
        )}
      </Sheet>
    </section>
  );
}
