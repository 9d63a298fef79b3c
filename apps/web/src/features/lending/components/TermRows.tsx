import type { LoanPair } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import type { DetailRow } from '../../funding/components/DetailRows';
import { FiatValue } from '../../settings/components/FiatValue';
import { NO_VALUE } from '../../settings/fiat';
import { percentText } from '../format';
import { aprOfHourly } from '../lendingMath';
import { RatePair } from './RatePair';

/** The terms a pair offers and a loan keeps: its rates and its ratio levels. */
type LoanTerms = Pick<
  LoanPair,
  | 'collateral'
  | 'hourlyRate'
  | 'dailyRate'
  | 'apr'
  | 'lateHourlyRate'
  | 'initialRatio'
  | 'callRatio'
  | 'liquidationRatio'
>;

/** The hourly, daily and late rates, each beside its APR; test ids `${prefix}-hourly` and so on. */
export function useRateRows(terms: LoanTerms, prefix: string): DetailRow[] {
  const { t } = useTranslation();
  return [
    {
      label: t('lending.pledge.hourly'),
      value: <RatePair rate={terms.hourlyRate} apr={terms.apr} per="hour" />,
      testId: `${prefix}-hourly`,
    },
    {
      label: t('lending.pledge.daily'),
      value: <RatePair rate={terms.dailyRate} apr={terms.apr} per="day" />,
      testId: `${prefix}-daily`,
    },
    {
      label: t('lending.pledge.late'),
      value: (
        <RatePair rate={terms.lateHourlyRate} apr={aprOfHourly(terms.lateHourlyRate)} per="hour" />
      ),
      testId: `${prefix}-late`,
    },
  ];
}

/**
 * The initial, margin-call and liquidation levels, then the collateral price
 * that liquidates (none while unknown); test ids `${prefix}-levels` and
 * `${prefix}-liquidation-price`.
 */
export function useLevelRows(
  terms: LoanTerms,
  liquidationPrice: string | null,
  prefix: string,
): DetailRow[] {
  const { t } = useTranslation();
  return [
    {
      label: t('lending.pledge.levels'),
      value: [terms.initialRatio, terms.callRatio, terms.liquidationRatio]
        .map((level) => percentText(level))
        .join(' / '),
      testId: `${prefix}-levels`,
    },
    {
      label: t('lending.pledge.liquidationPrice', { coin: terms.collateral }),
      value: liquidationPrice === null ? NO_VALUE : <FiatValue usd={liquidationPrice} />,
      testId: `${prefix}-liquidation-price`,
    },
  ];
}
