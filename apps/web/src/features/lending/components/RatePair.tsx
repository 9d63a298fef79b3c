import { useTranslation } from 'react-i18next';
import { percentText } from '../format';

/**
 * A rate beside its annual equivalent, always together (a hard rule of the
 * product): "0.17% / day · APR 62.05%".
 */
export function RatePair({
  rate,
  apr,
  per,
  testId,
  large = false,
}: {
  rate: string | null;
  apr: string | null;
  per: 'day' | 'hour';
  testId?: string;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const shown = percentText(rate);
  return (
    <span className={large ? 'lending-rate large' : 'lending-rate'} data-testid={testId}>
      <span className="lending-rate-value">
        {per === 'day'
          ? t('lending.common.perDay', { rate: shown })
          : t('lending.common.perHour', { rate: shown })}
      </span>
      <span className="lending-rate-apr">
        {t('lending.common.apr', { rate: percentText(apr) })}
      </span>
    </span>
  );
}
