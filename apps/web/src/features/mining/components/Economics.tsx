import type { HashPrice } from '@exchange/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../funding/components/DetailRows';
import { formatBalance, formatExact } from '../../wallet/format';
import type { MiningEconomics } from '../queries';
import { HashSourceLabel } from './MiningBadges';

/** Days to pay the price back at the latest hash price, or "never at today's price". */
export function breakevenText(t: TFunction, days: number | null): string {
  return days === null ? t('mining.economics.never') : t('lending.common.days', { days });
}

/** "0.05 USDT per TH/s a day, 2025-03-01 · Simulated, not market data", or that none is published yet. */
export function HashPriceLine({
  price,
  testId = 'mining-hash-price',
}: {
  price: HashPrice | null;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (price === null) {
    return (
      <span className="muted small" data-testid={testId}>
        {t('mining.economics.noPrice')}
      </span>
    );
  }
  return (
    <span className="mining-price-line" data-testid={testId}>
      <span data-testid={`${testId}-value`}>
        {t('mining.economics.priceValue', {
          price: formatExact(price.price),
          coin: price.coin,
          unit: price.unit,
        })}
      </span>
      <span className="muted small" data-testid={`${testId}-day`}>
        {t('mining.economics.priceDay', { day: price.day })}
      </span>
      <HashSourceLabel source={price.source} testId={`${testId}-source`} />
    </span>
  );
}

/**
 * One machine's economics at the latest hash price, per machine a day:
 * gross, power cost, net (never below zero), breakeven days, and the hash
 * price they use with its date and source.
 */
export function EconomicsRows({
  economics,
  coin,
  decimals,
}: {
  economics: MiningEconomics;
  coin: string;
  decimals: number;
}) {
  const { t } = useTranslation();
  const ofCoin = (text: string) => `${formatBalance(text, decimals)} ${coin}`;
  return (
    <DetailRows
      rows={[
        {
          label: t('mining.economics.hashPrice'),
          value: <HashPriceLine price={economics.hashPrice} />,
        },
        {
          label: t('mining.economics.gross'),
          value: ofCoin(economics.grossPerDay),
          testId: 'mining-gross',
        },
        {
          label: t('mining.economics.power'),
          value: `− ${ofCoin(economics.powerPerDay)}`,
          testId: 'mining-power-cost',
        },
        {
          label: t('mining.economics.net'),
          value: <strong className="lending-up">{ofCoin(economics.netPerDay)}</strong>,
          testId: 'mining-net',
        },
        {
          label: t('mining.economics.breakeven'),
          value: breakevenText(t, economics.breakevenDays),
          testId: 'mining-breakeven',
        },
      ]}
    />
  );
}
