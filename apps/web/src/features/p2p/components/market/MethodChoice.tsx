import type { PaymentMethod, PaymentType } from '@exchange/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { maskAccount } from '../../paymentRules';
import { TypeIcon } from '../TypeIcon';

export interface MethodOption {
  id: number;
  type: PaymentType;
}

/**
 * Which payment method the order uses: one of the ad's when buying (its
 * type only: the account shows on the order), one of the user's own when
 * selling (with the last four of its account, to tell two of a type apart).
 */
export function MethodChoice({
  label,
  options,
  own,
  value,
  onChange,
  error,
}: {
  label: string;
  options: readonly MethodOption[];
  /** The user's saved methods, for the accounts of their own options. */
  own?: readonly PaymentMethod[] | undefined;
  value: number | null;
  onChange: (id: number) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const accountOf = (option: MethodOption) => {
    const saved = own?.find((method) => method.id === option.id);
    if (!saved) return null;
    return saved.account === null ? t('p2p.payment.qrOnly') : maskAccount(saved.account);
  };
  return (
    <fieldset
      className="payment-types p2p-methods"
      aria-describedby={error ? `${id}-note` : undefined}
    >
      <legend className="field-label">{label}</legend>
      <div className="payment-type-grid">
        {options.map((option) => {
          const account = accountOf(option);
          return (
            <label
              key={option.id}
              className={value === option.id ? 'payment-type checked' : 'payment-type'}
            >
              <input
                type="radio"
                name={`${id}-method`}
                className="payment-type-input"
                value={option.id}
                checked={value === option.id}
                data-testid={`p2p-method-${option.id}`}
                onChange={() => onChange(option.id)}
              />
              <TypeIcon type={option.type} />
              <span className="p2p-method-name">
                <span>{t(`p2p.payment.type.${option.type}`)}</span>
                {account && <span className="muted small">{account}</span>}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <div id={`${id}-note`} className="field-error" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}
