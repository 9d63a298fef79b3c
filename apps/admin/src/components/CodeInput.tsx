import type { Ref } from 'react';

interface CodeInputProps {
  readonly testId: string;
  readonly value: string;
  onChange(code: string): void;
  readonly autoFocus?: boolean;
  readonly ref?: Ref<HTMLInputElement>;
}

/**
 * The field for an authenticator's 6-digit code: a numeric keypad, offered
 * to password managers as a one-time code, digits only (a pasted "123 456"
 * still works).
 */
export function CodeInput({ testId, value, onChange, autoFocus, ref }: CodeInputProps) {
  return (
    <input
      ref={ref}
      data-testid={testId}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="\d{6}"
      maxLength={6}
      required
      placeholder="000000"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      autoFocus={autoFocus}
    />
  );
}
