import type { EarnProduct, EarnQuote } from '@exchange/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../funding/components/DetailRows';
import { FormFoot } from '../../lending/components/FormFoot';
import { formatBalance, formatExact } from '../../wallet/format';
import type { Outcome } from '../../wallet/requestId';
import { QuoteRows } from './QuoteFigures';

/**
 * The confirm step: the product, the amount and the quote for exactly that
 * amount (confirming waits for it), out of the spot balance into custody.
 */
export function BuyConfirm({
  product,
  amount,
  quote,
  outcome,
  pending,
  onConfirm,
  onCancel,
}: {
  product: EarnProduct;
  amount: string;
  /** The quote for `amount`; undefined while it is being read. */
  quote: EarnQuote | undefined;
  outcome: Outcome | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { coin } = product;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (quote && !pending) onConfirm();
  };
  return (
    <form
      className="account-form lending-form"
      noValidate
      data-testid="earn-confirm"
      onSubmit={onSubmit}
    >
      <h2 className="lending-sheet-title">{t('earn.buy.confirmTitle')}</h2>
      <DetailRows
        rows={[
          { label: t('earn.buy.product'), value: product.name, testId: 'earn-confirm-product' },
          {
            label: t('earn.buy.amount'),
            value: <strong>{`${formatBalance(amount, product.decimals)} ${coin}`}</strong>,
            testId: 'earn-confirm-amount',
          },
        ]}
      />
      <QuoteRows quote={quote} coin={coin} decimals={product.decimals} />
      <FormFoot
        note={product.kind === 'fund' ? t('earn.buy.confirmFund') : t('earn.buy.confirmLockup')}
        outcome={outcome}
        pending={pending}
        disabled={!quote}
        submitText={t('earn.buy.confirm', { amount: formatExact(amount), coin })}
        testId="earn-confirm-submit"
        onCancel={onCancel}
      />
    </form>
  );
}
