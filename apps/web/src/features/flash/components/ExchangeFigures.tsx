import type { QuickExchange } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../funding/components/DetailRows';
import { coinAmount, feeAmount, rateLine, routeLine } from '../format';
import { routeCoins } from '../rules';

/**
 * An executed exchange's figures. A PARTIAL one received nothing of the To
 * coin: what it holds instead (the intermediate USDT) takes the place of the
 * amount received, the rate achieved and the fee.
 */
export function ExchangeFigures({ exchange }: { exchange: QuickExchange }) {
  const { t } = useTranslation();
  const { fromCoin, toCoin } = exchange;
  const filled = exchange.status === 'FILLED';
  const held = exchange.heldAsset ?? '';
  return (
    <div className="exchange-figures">
      <DetailRows
        rows={[
          {
            label: t('exchange.result.paid'),
            value: coinAmount(exchange.fromAmount, fromCoin),
            testId: 'exchange-paid',
          },
          filled && {
            label: t('exchange.result.received'),
            value: (
              <strong className="receive-value">{coinAmount(exchange.toAmount, toCoin)}</strong>
            ),
            testId: 'exchange-received',
          },
          !filled && {
            label: t('exchange.result.held'),
            value: <strong>{coinAmount(exchange.heldAmount, held)}</strong>,
            testId: 'exchange-held',
          },
          filled && {
            label: t('exchange.result.achievedRate'),
            value: rateLine(exchange.rate, fromCoin, toCoin),
            testId: 'exchange-achieved-rate',
          },
          {
            label: t('exchange.result.quotedRate'),
            value: rateLine(exchange.quotedRate, fromCoin, toCoin),
            testId: 'exchange-quoted-rate',
          },
          filled && { label: t('exchange.fee'), value: feeAmount(exchange.fee, toCoin) },
          {
            label: t('exchange.route'),
            value: routeLine(routeCoins(fromCoin, exchange.route)),
          },
        ]}
      />
    </div>
  );
}
