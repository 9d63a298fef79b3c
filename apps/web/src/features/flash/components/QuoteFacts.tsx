import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../funding/components/DetailRows';
import type { ExchangeDraft } from '../draft';
import { coinAmount, feeAmount, rateLine, routeLine } from '../format';
import { isCut, routeCoins } from '../rules';

/**
 * A quote's figures: the rate, what is spent and at least received, the fee
 * and the markets it goes through. `children` (the quote's validity) sit under them.
 */
export function QuoteFacts({ draft, children }: { draft: ExchangeDraft; children?: ReactNode }) {
  const { t } = useTranslation();
  const { quote, request } = draft;
  const route = routeCoins(
    quote.fromCoin,
    quote.route.map((leg) => leg.symbol),
  );
  return (
    <div className="exchange-facts" data-testid="exchange-quote">
      <DetailRows
        rows={[
          {
            label: t('exchange.rate'),
            value: rateLine(quote.rate, quote.fromCoin, quote.toCoin),
            testId: 'exchange-rate',
          },
          {
            label: t('exchange.spend'),
            value: coinAmount(quote.fromAmount, quote.fromCoin),
            testId: 'exchange-spend',
          },
          {
            label: t('exchange.receive'),
            value: (
              <strong className="receive-value">{coinAmount(quote.toAmount, quote.toCoin)}</strong>
            ),
            testId: 'exchange-receive',
          },
          {
            label: t('exchange.fee'),
            value: feeAmount(quote.fee, quote.toCoin),
            testId: 'exchange-fee',
          },
          { label: t('exchange.route'), value: routeLine(route), testId: 'exchange-route' },
        ]}
      />
      {isCut(quote, request) && (
        <p className="muted small exchange-note" data-testid="exchange-cut">
          {t('exchange.cut', { amount: coinAmount(quote.fromAmount, quote.fromCoin) })}
        </p>
      )}
      {children}
    </div>
  );
}
