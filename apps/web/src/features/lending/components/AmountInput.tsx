import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../account/components/Field';
import { formatBalance } from '../../wallet/format';
import { normaliseAmountInput } from '../../wallet/transferRules';
import { maxOf } from '../lendingMath';
import '../../wallet/wallet.css';

interface AmountInputProps {
  label: string;
  coin: string;
  value: string;
  onChange: (value: string) => void;
  /** What "Max" fills in (rounded down to the coin's decimals); no button when undefined. */
  max?: string | null | undefined;
  decimals: number | undefined;
  /** The spot balance it comes out of, shown under the field; null while unknown. */
  available?: string | null | undefined;
  error: string | undefined;
  placeholder: string;
  testId: string;
  hint?: ReactNode;
}

/** An amount in one coin, with "Max" and the spot balance it comes out of. */
export function AmountInput(props: AmountInputProps) {
  const { t } = useTranslation();
  const { coin, max, decimals, available, testId } = props;
  return (
    <div className="amount-field">
      <TextField
        label={props.label}
        value={props.value}
        onChange={(raw) => props.onChange(normaliseAmountInput(raw))}
        inputMode="decimal"
        placeholder={props.placeholder}
        testId={testId}
        error={props.error}
        hint={props.hint}
        suffix={
          <>
            <span className="amount-unit">{coin}</span>
            {max != null && (
              <button
                type="button"
                className="amount-all"
                data-testid={`${testId}-max`}
                onClick={() => props.onChange(maxOf(max, decimals))}
              >
                {t('lending.common.max')}
              </button>
            )}
          </>
        }
      />
      {available != null && (
        <div className="muted small amount-available" data-testid={`${testId}-available`}>
          {t('lending.common.available', { amount: formatBalance(available, decimals), coin })}
        </div>
      )}
    </div>
  );
}
