import type { PerpConfig } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { formatRate } from '../format';
import { annualisedRate } from '../perpMath';
import { FundingCountdown } from './FundingCountdown';
import { Stat } from './Stat';

/** A perpetual's funding rate (with its yearly equivalent) and the countdown to the next settlement. */
export function FundingStats({ contract }: { contract: PerpConfig }) {
  const { t } = useTranslation();
  const yearly = annualisedRate(contract.fundingRate, contract.fundingIntervalHours);
  return (
    <>
      <Stat
        label={t('perp.stats.funding', { hours: contract.fundingIntervalHours })}
        value={formatRate(contract.fundingRate)}
        note={yearly === null ? undefined : t('perp.stats.yearly', { rate: formatRate(yearly, 2) })}
        testId="funding-rate"
      />
      <Stat
        label={t('perp.stats.countdown')}
        value={<FundingCountdown atMs={contract.nextFundingTime} />}
        testId="next-funding"
      />
    </>
  );
}
