import type { PaymentTypeInfo } from '@exchange/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TypeIcon } from './TypeIcon';

/** The offered payment types as tiles; a real radio group, so keyboards and tests can pick one. */
export function TypePicker(props: {
  types: readonly PaymentTypeInfo[];
  value: string;
  onChange: (type: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="payment-types" aria-describedby={props.error ? `${id}-note` : undefined}>
      <legend className="field-label">{t('p2p.payment.form.type')}</legend>
      <div className="payment-type-grid">
        {props.types.map(({ type }) => (
          <label
            key={type}
            className={props.value === type ? 'payment-type checked' : 'payment-type'}
          >
            <input
              type="radio"
              name={`${id}-type`}
              className="payment-type-input"
              value={type}
              checked={props.value === type}
              data-testid={`payment-type-${type}`}
              onChange={() => props.onChange(type)}
            />
            <TypeIcon type={type} />
            <span>{t(`p2p.payment.type.${type}`)}</span>
          </label>
        ))}
      </div>
      {props.error && (
        <div id={`${id}-note`} className="field-error" role="alert">
          {props.error}
        </div>
      )}
    </fieldset>
  );
}
