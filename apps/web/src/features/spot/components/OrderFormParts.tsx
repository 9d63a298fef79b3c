import type { SpotTimeInForce } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFeeRate, formatQuantity } from '../../market/format';
import type { Outcome } from '../../wallet/requestId';
import type { OrderType } from '../orderRules';
import { TimeInForceSelect } from './FormSwitches';
import { NumberBox } from './NumberBox';

/**
 * The parts the spot and the contract order forms share, so both read and
 * behave alike: the price with its time in force, a label-and-figure line,
 * and the submit button with what goes with it.
 */

interface PriceFieldsProps {
  draft: { type: OrderType; price: string; timeInForce: SpotTimeInForce };
  form: {
    setPrice: (text: string) => void;
    setTimeInForce: (timeInForce: SpotTimeInForce) => void;
  };
  /** The quote asset the price is in. */
  unit: string;
  tickSize: string;
  error: string | undefined;
}

/** A limit order's price and time in force; a market order only says it takes the market price. */
export function PriceFields({ draft, form, unit, tickSize, error }: PriceFieldsProps) {
  const { t } = useTranslation();
  if (draft.type === 'market') {
    return (
      <div className="number-box static" data-testid="order-price-market">
        {t('trade.marketPrice')}
      </div>
    );
  }
  return (
    <>
      <NumberBox
        label={t('trade.price')}
        value={draft.price}
        onChange={form.setPrice}
        unit={unit}
        step={tickSize}
        error={error}
        testId="order-price"
      />
      <TimeInForceSelect value={draft.timeInForce} onChange={form.setTimeInForce} />
    </>
  );
}

/** One label and its figure under the inputs (total, margin, available). */
export function FormLine({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="form-line">
      <span className="muted">{label}</span>
      <span className="num" data-testid={testId}>
        {children}
      </span>
    </div>
  );
}

interface PlaceOrderProps {
  /** What became of the last placement; 'unknown' warns that an order may exist anyway. */
  outcome: Outcome | null;
  /** Colours the button: buy green, sell red. */
  side: 'buy' | 'sell';
  /** The market or contract the order goes to. */
  venue: { enabled: boolean; makerFee: string; takerFee: string };
  pending: boolean;
  label: string;
}

/** The submit button, the warning after an unknown outcome, and the fee rates. */
export function PlaceOrder({ outcome, side, venue, pending, label }: PlaceOrderProps) {
  const { t } = useTranslation();
  return (
    <>
      {outcome === 'unknown' && <p className="form-unknown">{t('trade.unknown')}</p>}
      <Button
        type="submit"
        block
        shape="rounded"
        className={`place-order ${side}`}
        disabled={!venue.enabled}
        loading={pending}
        data-testid="place-order"
      >
        {label}
      </Button>
      <p className="fee-hint muted">
        {t('trade.fee', {
          maker: formatFeeRate(venue.makerFee),
          taker: formatFeeRate(venue.takerFee),
        })}
      </p>
    </>
  );
}

/** What the chosen side can spend: the quote for a buy, the base for a sell. */
export function AvailableLine({
  market,
  side,
  available,
}: {
  market: { base: string; quote: string; pricePrecision: number; amountPrecision: number };
  side: 'buy' | 'sell';
  available: string | undefined;
}) {
  const { t } = useTranslation();
  const asset = side === 'buy' ? market.quote : market.base;
  const places = side === 'buy' ? market.pricePrecision : market.amountPrecision;
  return (
    <FormLine label={t('trade.available')} testId="available-balance">
      {available === undefined ? '--' : `${formatQuantity(available, places)} ${asset}`}
    </FormLine>
  );
}

/** The submit button's words: log in first, else "Buy BTC" or "Sell BTC". */
export function usePlaceLabel(signedIn: boolean, side: 'buy' | 'sell', base: string): string {
  const { t } = useTranslation();
  if (!signedIn) return t('trade.login');
  return t(side === 'buy' ? 'trade.buyAsset' : 'trade.sellAsset', { asset: base });
}
