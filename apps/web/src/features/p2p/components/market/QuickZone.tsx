import type { PaymentType } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { canonicalAmount } from '../../../wallet/transferRules';
import { useIdempotentSubmit } from '../../../wallet/useIdempotentSubmit';
import { useProblemText } from '../../../wallet/useProblemText';
import { fiatText } from '../../format';
import { useQuickOrder } from '../../mutations';
import { orderPath, PAYMENT_PATHS } from '../../paths';
import { useAdMarket, usePaymentMethods } from '../../queries';
import {
  adSideFor,
  checkQuickValue,
  type Intent,
  type OrderBy,
  type QuickOrderBody,
} from '../../tradeRules';
import { MethodChoice } from './MethodChoice';
import { NO_FILTERS } from './MarketFilters';
import { PaymentTypeChoice } from './PaymentTypeChoice';
import { SizeInput } from './SizeInput';

/** The best price on the market now: the first of the self-select list, best first. */
function BestPrice({ intent, coin, fiat, fiatDecimals }: QuickZoneProps) {
  const { t } = useTranslation();
  const market = useAdMarket({ side: adSideFor(intent), coin, fiat, ...NO_FILTERS });
  if (market.isPending || market.error) return null;
  const best = market.data.pages[0]?.list[0];
  return (
    <p className="p2p-best" data-testid="p2p-best">
      {best && best.price !== null
        ? t('p2p.quick.best', { price: fiatText(best.price, fiatDecimals), fiat })
        : t('p2p.quick.noBest')}
    </p>
  );
}

interface QuickZoneProps {
  intent: Intent;
  coin: string;
  fiat: string;
  coinDecimals: number;
  fiatDecimals: number;
}

/**
 * The quick zone: an amount or a quantity, and the best-priced ad that
 * takes it is ordered at once. Selling names the user's own method the
 * buyer pays to.
 */
export function QuickZone(props: QuickZoneProps) {
  const { intent, coin, fiat } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const buying = intent === 'buy';
  const methods = usePaymentMethods({ enabled: !buying });
  const usable = (methods.data ?? []).filter((method) => method.enabled);
  const quick = useQuickOrder();
  const [by, setBy] = useState<OrderBy>('amount');
  const [value, setValue] = useState('');
  const [paymentType, setPaymentType] = useState<PaymentType | undefined>(undefined);
  const [methodId, setMethodId] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const { submit } = useIdempotentSubmit((body: Omit<QuickOrderBody, 'requestId'>, requestId) =>
    quick.mutateAsync({ buying, body: { ...body, requestId } }),
  );
  const valueProblem = checkQuickValue(value, by, { ...props, fiat });
  const chosen = methodId ?? (usable.length === 1 ? (usable[0]?.id ?? null) : null);
  const methodProblem =
    !buying && chosen === null ? { key: 'p2p.trade.error.method' as const } : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (quick.isPending) return;
    setSubmitted(true);
    if (valueProblem || methodProblem) return;
    const body: Omit<QuickOrderBody, 'requestId'> = {
      coin,
      fiat,
      by,
      value: canonicalAmount(value) ?? value,
    };
    if (buying && paymentType !== undefined) body.paymentType = paymentType;
    if (!buying && chosen !== null) body.paymentMethodId = chosen;
    const order = await submit(body);
    if (order) navigate(orderPath(order.id));
  };

  const noMethods = !buying && methods.data !== undefined && usable.length === 0;
  return (
    <form
      className="account-form p2p-quick"
      noValidate
      data-testid="p2p-quick"
      onSubmit={(event) => void onSubmit(event)}
    >
      <p className="muted small">{t('p2p.quick.intro')}</p>
      <BestPrice {...props} />
      <SizeInput
        by={by}
        onBy={(next) => {
          setBy(next);
          setValue('');
          setSubmitted(false);
        }}
        value={value}
        onChange={setValue}
        coin={coin}
        fiat={fiat}
        error={submitted ? problemText(valueProblem) : undefined}
        testId="p2p-quick-value"
      />
      {buying && (
        <PaymentTypeChoice
          label={t('p2p.quick.payWith')}
          value={paymentType}
          onChange={setPaymentType}
          testIdPrefix="p2p-quick-type"
        />
      )}
      {noMethods && (
        <div className="notice notice-warn p2p-refusal" data-testid="p2p-quick-no-methods">
          <p>{t('p2p.quick.noMethods')}</p>
          <Link to={PAYMENT_PATHS.add} className="payment-link">
            {t('p2p.payment.add')}
          </Link>
        </div>
      )}
      {!buying && usable.length > 0 && (
        <MethodChoice
          label={t('p2p.quick.getPaidTo')}
          options={usable}
          own={usable}
          value={chosen}
          onChange={setMethodId}
          error={submitted ? problemText(methodProblem) : undefined}
        />
      )}
      {!buying && <p className="muted small">{t('p2p.quick.sellNote')}</p>}
      <Button
        type="submit"
        color="primary"
        shape="rounded"
        block
        size="large"
        disabled={noMethods}
        loading={quick.isPending}
        data-testid="p2p-quick-submit"
      >
        {buying ? t('p2p.common.buyCoin', { coin }) : t('p2p.common.sellCoin', { coin })}
      </Button>
    </form>
  );
}
