import { PAYMENT_TYPES, type PaymentType } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';

/**
 * One payment type, or any: the market filter's and the quick zone's
 * choice. Each option's test id is `${testIdPrefix}-${type}` (or `-any`).
 */
export function PaymentTypeChoice({
  label,
  value,
  onChange,
  testIdPrefix,
}: {
  label: string;
  value: PaymentType | undefined;
  onChange: (type: PaymentType | undefined) => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const types: readonly (PaymentType | undefined)[] = [undefined, ...PAYMENT_TYPES];
  return (
    <fieldset className="p2p-choice-group">
      <legend className="field-label">{label}</legend>
      <div className="p2p-choices">
        {types.map((type) => (
          <button
            key={type ?? 'any'}
            type="button"
            role="radio"
            aria-checked={value === type}
            className={value === type ? 'p2p-choice active' : 'p2p-choice'}
            data-testid={`${testIdPrefix}-${type ?? 'any'}`}
            onClick={() => onChange(type)}
          >
            {type === undefined ? t('p2p.market.anyType') : t(`p2p.payment.type.${type}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
