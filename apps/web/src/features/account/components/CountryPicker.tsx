import type { Country } from '@exchange/contracts';
import { List, Popup, SearchBar } from 'antd-mobile';
import { CheckOutline, DownFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The country whose code matches the browser's region (en-GB -> GB), else the first. */
export function defaultCountry(
  countries: readonly Country[],
  languages: readonly string[] = navigator.languages,
): Country | undefined {
  for (const tag of languages) {
    const region = tag.split('-')[1]?.toUpperCase();
    const match = region && countries.find((country) => country.code.toUpperCase() === region);
    if (match) return match;
  }
  return countries[0];
}

export function dialCodeOf(country: Country): string {
  return country.dialCode.replace(/^\+/, '');
}

function matches(country: Country, search: string): boolean {
  const needle = search.trim().toLowerCase().replace(/^\+/, '');
  if (needle === '') return true;
  return (
    country.name.toLowerCase().includes(needle) ||
    country.code.toLowerCase() === needle ||
    dialCodeOf(country).startsWith(needle)
  );
}

interface CountryPickerProps {
  countries: readonly Country[];
  value: Country | undefined;
  onChange: (country: Country) => void;
}

/** The dialling-code button in front of a phone input, with a searchable list. */
export function CountryPicker({ countries, value, onChange }: CountryPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const shown = countries.filter((country) => matches(country, search));
  return (
    <>
      <button
        type="button"
        className="dial-code"
        aria-label={t('account.field.country')}
        data-testid="country-picker"
        onClick={() => setOpen(true)}
      >
        +{value ? dialCodeOf(value) : '--'}
        <DownFill className="dial-code-arrow" />
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="country-popup"
        destroyOnClose
      >
        <div className="country-search">
          <SearchBar
            placeholder={t('account.field.searchCountry')}
            value={search}
            onChange={setSearch}
          />
        </div>
        {shown.length === 0 && <p className="country-empty muted">{t('common.noData')}</p>}
        <List className="country-list">
          {shown.map((country) => (
            <List.Item
              key={country.code}
              arrow={false}
              extra={
                <span className="muted">
                  +{dialCodeOf(country)}{' '}
                  {country.code === value?.code && <CheckOutline className="selected-mark" />}
                </span>
              }
              onClick={() => {
                onChange(country);
                setOpen(false);
                setSearch('');
              }}
            >
              {country.name}
            </List.Item>
          ))}
        </List>
      </Popup>
    </>
  );
}
