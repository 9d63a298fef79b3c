import { useTranslation } from 'react-i18next';
import { RatePair } from '../../lending/components/RatePair';
import { percentText } from '../../lending/format';
import { isOneRate } from '../earnMath';

/**
 * A range of daily rates beside its annual equivalents, always together
 * (a hard rule of the product): "0.3% – 0.5% / day · APR 109.5% – 182.5%";
 * a single rate (a lock-up's) as one rate beside its APR.
 */
export function RateRange({
  rateMin,
  rateMax,
  aprMin,
  aprMax,
  testId,
  large = false,
}: {
  rateMin: string;
  rateMax: string;
  aprMin: string;
  aprMax: string;
  testId?: string;
  large?: boolean;
}) {
  const { t } = useTranslation();
  if (isOneRate(rateMin, rateMax)) {
    return <RatePair rate={rateMin} apr={aprMin} per="day" testId={testId} large={large} />;
  }
  return (
    <span className={large ? 'lending-rate large' : 'lending-rate'} data-testid={testId}>
      <span className="lending-rate-value">
        {t('earn.common.perDayRange', { min: percentText(rateMin), max: percentText(rateMax) })}
      </span>
      <span className="lending-rate-apr">
        {t('earn.common.aprRange', { min: percentText(aprMin), max: percentText(aprMax) })}
      </span>
    </span>
  );
}
