import type { Country } from '@exchange/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../queries';
import { CountryPicker, defaultCountry } from './CountryPicker';
import { TextField, type TextFieldProps } from './Field';

type Bound = Pick<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'>;

/** The chosen country, defaulting from the browser's region once the list arrives. */
export function useCountryChoice(enabled: boolean) {
  const countries = useCountries(enabled);
  const [picked, setPicked] = useState<Country>();
  const list = countries.data ?? [];
  return { countries: list, country: picked ?? defaultCountry(list), setCountry: setPicked };
}

export function EmailField({
  field,
  label,
  testId,
}: {
  field: Bound;
  label?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      label={label ?? t('account.field.email')}
      placeholder={t('account.field.emailPlaceholder')}
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={254}
      testId={testId}
    />
  );
}

/** A national phone number with its dialling-code picker in front. */
export function PhoneField({
  field,
  choice,
  label,
  testId,
}: {
  field: Bound;
  choice: ReturnType<typeof useCountryChoice>;
  label?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      onChange={(value) => field.onChange(value.replace(/[^\d]/g, '').slice(0, 15))}
      label={label ?? t('account.field.phone')}
      placeholder={t('account.field.phonePlaceholder')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      testId={testId}
      prefix={
        <CountryPicker
          countries={choice.countries}
          value={choice.country}
          onChange={choice.setCountry}
        />
      }
    />
  );
}
