import type { OrderPreview } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIdempotentSubmit } from '../../../wallet/useIdempotentSubmit';
import { useProblemText } from '../../../wallet/useProblemText';
import { canonicalAmount } from '../../../wallet/transferRules';
import { coinText, fiatText } from '../../format';
import { usePlaceOrder } from '../../mutations';
import { orderPath } from '../../paths';
import { usePaymentMethods } from '../../queries';
import {
  capBinds,
  checkOrderValue,
  conversionOf,
  type OrderBy,
  type OrderPlaceBody,
  type OrderTerms,
} from '../../tradeRules';
import { AdConditions } from './AdConditions';
import { MethodChoice } from './MethodChoice';
import { SizeInput } from './SizeInput';

/** What the typed size comes to on the other side, at the ad's price. */
function Conversion({
  text,
  by,
  buying,
  terms,
  coin,
  fiat,
}: {
  text: string;
  by: OrderBy;
  buying: boolean;
  terms: OrderTerms;
  coin: string;
  fiat: string;
}) {
  const { t } = useTranslation();
  const size = conversionOf(text, by, terms);
  if (size === null) return null;
  const quantity = coinText(size.quantity, terms.coinDecimals);
  const amount = fiatText(size.amount, terms.fiatDecimals);
  let line: string;
  if (by === 'amount') {
    line = buying
      ? t('p2p.sheet.receiveCoin', { quantity, coin })
      : t('p2p.sheet.sellCoin', { quantity, coin });
  } else {
    line = buying
      ? t('p2p.sheet.payFiat', { amount, fiat })
      : t('p2p.sheet.getFiat', { amount, fiat });
  }
  return (
    <p className="p2p-conversion" data-testid="p2p-conversion">
      {line}
    </p>
  );
}

/**
 * Taking one ad: the size by amount or quantity with its live conversion at
 * the ad's price, the payment method, and the order. Nothing is sent while
 * the size is outside the ad's range (with the first-trade cap) or no
 * method is chosen; the order opens on its own screen.
 */
export function OrderForm({
  preview,
  coinDecimals,
  fiatDecimals,
}: {
  preview: OrderPreview & { ad: { price: string } };
  coinDecimals: number;
  fiatDecimals: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const { ad } = preview;
  const buying = ad.side === 'sell';
  const options = buying ? ad.payments : preview.ownMethods;
  const own = usePaymentMethods({ enabled: !buying });
  const place = usePlaceOrder();
  const [by, setBy] = useState<OrderBy>('amount');
  const [value, setValue] = useState('');
  const [methodId, setMethodId] = useState<number | null>(
    options.length === 1 ? (options[0]?.id ?? null) : null,
  );
  const [submitted, setSubmitted] = useState(false);
  const { submit } = useIdempotentSubmit((body: Omit<OrderPlaceBody, 'requestId'>, requestId) =>
    place.mutateAsync({ buying, body: { ...body, requestId } }),
  );
  const terms: OrderTerms = {
    price: ad.price,
    minAmount: ad.minAmount,
    maxAmount: ad.maxAmount,
    remaining: ad.remaining,
    firstTradeCap: preview.firstTradeCap,
    coinDecimals,
    fiatDecimals,
  };
  const valueProblem = checkOrderValue(value, by, terms, ad.fiat);
  const methodProblem = methodId === null ? { key: 'p2p.trade.error.method' as const } : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (place.isPending) return;
    setSubmitted(true);
    if (valueProblem || methodProblem || methodId === null) return;
    const order = await submit({
      adId: ad.id,
      by,
      value: canonicalAmount(value) ?? value,
      paymentMethodId: methodId,
    });
    if (order) navigate(orderPath(order.id));
  };

  return (
    <form className="account-form p2p-order-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      {capBinds(terms) && (
        <p className="notice notice-warn" data-testid="p2p-cap">
          {t('p2p.sheet.cap', {
            cap: fiatText(preview.firstTradeCap, fiatDecimals),
            fiat: ad.fiat,
          })}
        </p>
      )}
      <SizeInput
        by={by}
        onBy={(next) => {
          setBy(next);
          setValue('');
          setSubmitted(false);
        }}
        value={value}
        onChange={setValue}
        coin={ad.coin}
        fiat={ad.fiat}
        error={submitted ? problemText(valueProblem) : undefined}
        testId="p2p-order-value"
      />
      <Conversion
        text={value}
        by={by}
        buying={buying}
        terms={terms}
        coin={ad.coin}
        fiat={ad.fiat}
      />
      <MethodChoice
        label={buying ? t('p2p.sheet.payWith') : t('p2p.sheet.getPaidTo')}
        options={options}
        own={own.data}
        value={methodId}
        onChange={setMethodId}
        error={submitted ? problemText(methodProblem) : undefined}
      />
      <p className="muted small">{t('p2p.sheet.payWithin', { count: ad.paymentMinutes })}</p>
      {!buying && <p className="muted small">{t('p2p.quick.sellNote')}</p>}
      {ad.terms && (
        <div className="p2p-terms">
          <span className="field-label">{t('p2p.common.terms')}</span>
          <p data-testid="ad-terms">{ad.terms}</p>
        </div>
      )}
      <AdConditions conditions={ad.conditions} />
      <Button
        type="submit"
        color="primary"
        shape="rounded"
        block
        size="large"
        loading={place.isPending}
        data-testid="p2p-order-submit"
      >
        {buying
          ? t('p2p.common.buyCoin', { coin: ad.coin })
          : t('p2p.common.sellCoin', { coin: ad.coin })}
      </Button>
    </form>
  );
}
