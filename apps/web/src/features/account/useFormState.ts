import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Check } from './validation';

/**
 * Controlled form values with checks. An error shows once its field has been
 * left or the form submitted, so nobody is scolded while still typing.
 */
export function useFormState<T extends Record<string, string>>(
  initial: T,
  validate: (values: T) => Partial<Record<keyof T, Check>>,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, true>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = validate(values);

  const set = <K extends keyof T>(key: K, value: T[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const errorOf = (key: keyof T): string | undefined => {
    const check = errors[key];
    return check !== undefined && (submitted || touched[key]) ? t(check) : undefined;
  };

  /** Props for a text field bound to `key`. */
  const bind = <K extends keyof T & string>(key: K) => ({
    name: key,
    value: values[key],
    onChange: (value: string) => set(key, value as T[K]),
    onBlur: () => setTouched((previous) => ({ ...previous, [key]: true })),
    error: errorOf(key),
  });

  /** Shows every error and says whether the form may be sent. */
  const validateAll = (): boolean => {
    setSubmitted(true);
    return Object.values(errors).every((check) => check === undefined);
  };

  /** Forgets what was typed and shown, e.g. when switching tabs. */
  const reset = (next: T = initial) => {
    setValues(next);
    setTouched({});
    setSubmitted(false);
  };

  return { values, set, bind, errorOf, validateAll, reset, errors, submitted };
}
