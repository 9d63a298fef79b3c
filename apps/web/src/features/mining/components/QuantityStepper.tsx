import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

/** Whole machines from 1 to `max`: minus, the number (typed or stepped), plus. */
export function QuantityStepper({
  value,
  max,
  onChange,
  disabled = false,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const clamp = (next: number) => Math.min(Math.max(1, next), Math.max(1, max));
  const onType = (raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, 4);
    if (digits !== '') onChange(clamp(Number(digits)));
  };
  return (
    <div className="mining-stepper" role="group" aria-label={t('mining.buy.quantity')}>
      <button
        type="button"
        className="mining-step"
        aria-label={t('mining.buy.less')}
        disabled={disabled || value <= 1}
        data-testid="mining-qty-minus"
        onClick={() => onChange(clamp(value - 1))}
      >
        <MinusOutline />
      </button>
      <input
        className="mining-qty"
        inputMode="numeric"
        aria-label={t('mining.buy.quantity')}
        value={String(value)}
        disabled={disabled}
        data-testid="mining-qty"
        onChange={(event) => onType(event.target.value)}
      />
      <button
        type="button"
        className="mining-step"
        aria-label={t('mining.buy.more')}
        disabled={disabled || value >= max}
        data-testid="mining-qty-plus"
        onClick={() => onChange(clamp(value + 1))}
      >
        <AddOutline />
      </button>
    </div>
  );
}
