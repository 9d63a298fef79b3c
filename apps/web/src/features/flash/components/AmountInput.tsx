import { useTranslation } from 'react-i18next';
import { TextField } from '../../account/components/Field';
import { normaliseAmountInput } from '../../wallet/transferRules';
import { coinAmount } from '../format';

interface AmountInputProps {
  coin: string;
  value: string;
  onChange: (value: string) => void;
  /** The available spot balance of `coin`, exactly as the server sent it. */
  available: string;
  error: string | undefined;
}

/** How much of the From coin to exchange; "Max" fills in the available balance as sent. */
export function AmountInput({ coin, value, onChange, available, error }: AmountInputProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={
        <span className="exchange-amount-label">
          <span>{t('exchange.amount')}</span>
          <span className="muted num" data-testid="exchange-available">
            {t('exchange.available', { amount: coinAmount(available, coin) })}
          </span>
        </span>
      }
      value={value}
      onChange={(raw) => onChange(normaliseAmountInput(raw))}
      inputMode="decimal"
      placeholder={t('exchange.amountPlaceholder')}
      testId="exchange-amount"
      error={error}
      suffix={
        <>
          <span className="amount-unit">{coin}</span>
          <button
            type="button"
            className="amount-all"
            data-testid="exchange-max"
            onClick={() => onChange(available)}
          >
            {t('exchange.max')}
          </button>
        </>
      }
    />
  );
}
