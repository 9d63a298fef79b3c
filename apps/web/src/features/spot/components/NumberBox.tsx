import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { stepInput } from '../orderMath';

interface NumberBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  unit: string;
  /** The +/- step (tick or lot size); without it the buttons are left out. */
  step?: string | undefined;
  error?: string | undefined;
  testId: string;
  /** Shows the label above the box too, where several boxes would look alike once filled. */
  captioned?: boolean;
}

/** A decimal input with its unit and +/- buttons that move along the market's step grid. */
export function NumberBox({
  label,
  value,
  onChange,
  unit,
  step,
  error,
  testId,
  captioned = false,
}: NumberBoxProps) {
  const { t } = useTranslation();
  return (
    <div className="number-field">
      {captioned && (
        <span className="number-caption muted" aria-hidden="true">
          {label}
        </span>
      )}
      <div className={error ? 'number-box has-error' : 'number-box'}>
        {step && (
          <button
            type="button"
            className="number-step"
            aria-label={t('trade.decrease')}
            onClick={() => onChange(stepInput(value, step, 'down'))}
          >
            <MinusOutline />
          </button>
        )}
        <input
          className="number-input num"
          inputMode="decimal"
          autoComplete="off"
          placeholder={label}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          value={value}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="number-unit">{unit}</span>
        {step && (
          <button
            type="button"
            className="number-step"
            aria-label={t('trade.increase')}
            onClick={() => onChange(stepInput(value, step, 'up'))}
          >
            <AddOutline />
          </button>
        )}
      </div>
      {error && (
        <div className="number-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
