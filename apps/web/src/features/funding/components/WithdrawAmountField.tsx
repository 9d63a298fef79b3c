import { useTranslation } from 'react-i18next';
import { TextField } from '../../account/components/Field';
import { formatBalance } from '../../wallet/format';
import { normaliseAmountInput } from '../../wallet/transferRules';

interface WithdrawAmountFieldProps {
  symbol: string;
  value: string;
  onChange: (value: string) => void;
  /** The available spot balance, exactly as the server sent it. */
  available: string;
  decimals: number;
  placeholder: string;
  error: string | undefined;
}

/** The amount, with "All" (the available balance as sent, never recomputed) and the balance under it. */
export function WithdrawAmountField(props: WithdrawAmountFieldProps) {
  const { t } = useTranslation();
  const { symbol, available } = props;
  return (
    <div className="amount-field">
      <TextField
        label={t('funding.withdraw.amount')}
        value={props.value}
        onChange={(raw) => props.onChange(normaliseAmountInput(raw))}
        inputMode="decimal"
        placeholder={props.placeholder}
        testId="withdraw-amount"
        error={props.error}
        suffix={
          <>
            <span className="amount-unit">{symbol}</span>
            <button
              type="button"
              className="amount-all"
              data-testid="withdraw-all"
              onClick={() => props.onChange(available)}
            >
              {t('wallet.transfer.all')}
            </button>
          </>
        }
      />
      <div className="amount-available muted small" data-testid="withdraw-available">
        {t('wallet.transfer.available', {
          amount: formatBalance(available, props.decimals),
          asset: symbol,
        })}
      </div>
    </div>
  );
}
