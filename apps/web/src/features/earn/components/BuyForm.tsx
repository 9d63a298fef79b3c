import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../app/notify';
import { AmountInput } from '../../lending/components/AmountInput';
import { FormFoot } from '../../lending/components/FormFoot';
import { Sheet } from '../../lending/components/Sheet';
import { useSpotAvailable } from '../../lending/queries';
import { formatExact } from '../../wallet/format';
import { canonicalAmount } from '../../wallet/transferRules';
import { useIdempotentSubmit } from '../../wallet/useIdempotentSubmit';
import { useProblemText } from '../../wallet/useProblemText';
import { buyMax, sameAmount } from '../earnMath';
import { checkEarnAmount, quotableAmount } from '../earnRules';
import { useEarnBuy } from '../mutations';
import { orderPath } from '../paths';
import { useEarnQuote, type EarnProductDetail } from '../queries';
import { useSettledAmount } from '../useSettledAmount';
import { BuyConfirm } from './BuyConfirm';
import { ClosedReason } from './BuyAction';
import { QuoteFigures, type QuoteState } from './QuoteFigures';

interface BuyDraft {
  productId: number;
  amount: string;
}

/**
 * The purchase: an amount out of the spot balance within the product's
 * range, the quote for it as typing pauses, then a confirm sheet. The
 * request id is kept for a retry of the same purchase (a lost answer never
 * buys twice) and renewed after a success, which opens the new order.
 */
export function BuyForm({ product }: { product: EarnProductDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const { availableOf } = useSpotAvailable();
  const buy = useEarnBuy();
  const { submit, outcome } = useIdempotentSubmit((body: BuyDraft, requestId: string) =>
    buy.mutateAsync({ ...body, requestId }),
  );
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { coin } = product;
  const available = availableOf(coin);
  const problem = checkEarnAmount(amount, product, available);
  const asked = canonicalAmount(amount);
  const quotable = quotableAmount(amount, product);
  const quote = useEarnQuote(product.id, useSettledAmount(quotable));
  const current = sameAmount(quote.data?.amount, quotable) ? quote.data : undefined;
  const open = product.sale === 'open';
  let quoteState: QuoteState = 'loading';
  if (quotable === null) quoteState = 'empty';
  else if (current) quoteState = 'ready';
  else if (quote.isError) quoteState = 'failed';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || asked === null || !open) return;
    setConfirming(true);
  };

  const confirm = async () => {
    if (buy.isPending || asked === null) return;
    const result = await submit({ productId: product.id, amount: asked });
    if (!result) return;
    notify.info(t('earn.buy.done', { amount: formatExact(asked), coin, name: product.name }));
    setConfirming(false);
    navigate(orderPath(result.order.id, true), { replace: true });
  };

  return (
    <>
      <form
        className="account-form lending-form"
        noValidate
        data-testid="earn-buy-form"
        onSubmit={onSubmit}
      >
        <AmountInput
          label={t('earn.buy.amount')}
          coin={coin}
          value={amount}
          onChange={setAmount}
          max={buyMax(product, available)}
          decimals={product.decimals}
          available={available}
          error={submitted ? problemText(problem) : undefined}
          placeholder={t('earn.buy.placeholder')}
          testId="earn-amount"
          hint={t('earn.buy.range', {
            min: formatExact(product.minAmount),
            max: formatExact(product.maxAmount),
            coin,
          })}
        />
        <QuoteFigures quote={current} state={quoteState} coin={coin} decimals={product.decimals} />
        {!open && <ClosedReason product={product} />}
        <FormFoot
          note={t('earn.buy.note')}
          outcome={confirming ? null : outcome}
          pending={buy.isPending}
          disabled={!open}
          submitText={product.kind === 'fund' ? t('earn.product.buy') : t('earn.product.subscribe')}
          testId="earn-buy-submit"
          large
        />
      </form>
      <Sheet open={confirming} onClose={() => setConfirming(false)} testId="earn-confirm-sheet">
        {confirming && asked !== null && (
          <BuyConfirm
            product={product}
            amount={asked}
            quote={current}
            outcome={outcome}
            pending={buy.isPending}
            onConfirm={() => void confirm()}
            onCancel={() => setConfirming(false)}
          />
        )}
      </Sheet>
    </>
  );
}
