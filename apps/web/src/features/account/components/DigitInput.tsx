import { useId, useState } from 'react';

interface DigitInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  label: string;
  length?: number;
  /** Shows dots instead of digits (fund passwords). */
  masked?: boolean;
  testId?: string;
  error?: string | undefined;
  autoFocus?: boolean;
  autoComplete?: string;
}

/**
 * Six boxes over one real input. A single input keeps paste, SMS autofill
 * (`one-time-code`), the numeric keyboard and screen readers working, which
 * six separate inputs break.
 */
export function DigitInput({ value, onChange, label, length = 6, ...props }: DigitInputProps) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const cells = Array.from({ length }, (_, index) => value[index] ?? '');
  const active = Math.min(value.length, length - 1);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className={props.error ? 'digit-boxes has-error' : 'digit-boxes'}>
        <input
          id={id}
          className="digit-input"
          type={props.masked ? 'password' : 'text'}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={props.autoComplete ?? (props.masked ? 'off' : 'one-time-code')}
          value={value}
          autoFocus={props.autoFocus}
          data-testid={props.testId}
          aria-invalid={props.error ? true : undefined}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            props.onBlur?.();
          }}
          // Keep digits only, so pasting "123 456" or "code: 123456" still works.
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, length))}
        />
        {cells.map((digit, index) => (
          <span
            key={index}
            aria-hidden="true"
            className={focused && index === active ? 'digit-cell active' : 'digit-cell'}
          >
            {digit && (props.masked ? '•' : digit)}
          </span>
        ))}
      </div>
      {props.error && (
        <div className="field-error" role="alert">
          {props.error}
        </div>
      )}
    </div>
  );
}
