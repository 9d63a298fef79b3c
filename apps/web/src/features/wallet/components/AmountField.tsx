import { useTranslation } from 'react-i18next';
import { TextField } from '../../account/components/Field';
import { formatBalance } from '../format';
import { normaliseAmountInput } from '../transferRules';

interface AmountFieldProps {
  asset: string;
  value: string;
  onChange: (value: string) => void;
  /** The available balance the amount comes out of, as the server sent it. */
  available: string;
  decimals: number | undefined;
  error: string | undefined;
}

/** The amount, with "All" (the available balance exactly as sent) and the balance under it. */
export function AmountField({
  asset,
  value,
  onChange,
  available,
  decimals,
  error,
}: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="amount-field">
      <TextField
        label={t('wallet.transfer.amount')}
        value={value}
        onChange={(raw) => onChange(normaliseAmountInput(raw))}
        inputMode="decimal"
        placeholder={t('wallet.transfer.amountPlaceholder')}
        testId="transfer-amount"
        error={error}
        suffix={
          <>
            <span className="amount-unit">{asset}</span>
            <button
              type="button"
              className="amount-all"
              data-testid="transfer-all"
              onClick={() => onChange(available)}
            >
              {t('wallet.transfer.all')}
            </button>
          </>
        }
      />
      <div className="amount-available muted small" data-testid="transfer-available">
        {t('wallet.transfer.available', { amount: formatBalance(available, decimals), asset })}
      </div>
    </div>
  );
}
