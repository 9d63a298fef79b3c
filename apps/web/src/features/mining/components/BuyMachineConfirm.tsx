import type { MiningMachine, MiningQuote } from '@exchange/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../funding/components/DetailRows';
import { FormFoot } from '../../lending/components/FormFoot';
import { formatExact } from '../../wallet/format';
import type { Outcome } from '../../wallet/requestId';
import { MiningQuoteRows } from './MiningQuote';

/**
 * The confirm step: the machine, the quantity and the quote for exactly
 * that quantity (confirming waits for it), paid out of the spot balance.
 */
export function BuyMachineConfirm({
  machine,
  quantity,
  quote,
  outcome,
  pending,
  onConfirm,
  onCancel,
}: {
  machine: MiningMachine;
  quantity: number;
  /** The quote for `quantity`; undefined while it is being read. */
  quote: MiningQuote | undefined;
  outcome: Outcome | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { coin } = machine;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (quote && !pending) onConfirm();
  };
  return (
    <form
      className="account-form lending-form"
      noValidate
      data-testid="mining-confirm"
      onSubmit={onSubmit}
    >
      <h2 className="lending-sheet-title">{t('mining.buy.confirmTitle')}</h2>
      <DetailRows
        rows={[
          { label: t('mining.buy.machine'), value: machine.name, testId: 'mining-confirm-machine' },
          {
            label: t('mining.buy.quantity'),
            value: <strong>{quantity}</strong>,
            testId: 'mining-confirm-quantity',
          },
        ]}
      />
      <MiningQuoteRows quote={quote} coin={coin} decimals={machine.decimals} />
      <FormFoot
        note={t('mining.buy.confirmNote', { days: machine.termDays })}
        outcome={outcome}
        pending={pending}
        disabled={!quote}
        submitText={
          quote
            ? t('mining.buy.pay', { amount: formatExact(quote.cost), coin })
            : t('mining.machine.buy')
        }
        testId="mining-buy-confirm"
        onCancel={onCancel}
      />
    </form>
  );
}
