import { LOCALE_BCP47, type Country, type Locale } from '@exchange/contracts';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';

const cache = new Map<Locale, Country[]>();

/** Every country with its dialling code, named in the caller's language and sorted by that name. */
export function countries(locale: Locale): Country[] {
  let list = cache.get(locale);
  if (!list) {
    const names = new Intl.DisplayNames([LOCALE_BCP47[locale]], { type: 'region' });
    const collator = new Intl.Collator(LOCALE_BCP47[locale]);
    list = getCountries()
      .map((code) => ({
        code,
        name: names.of(code) ?? code,
        dialCode: `+${getCountryCallingCode(code)}`,
      }))
      .sort((a, b) => collator.compare(a.name, b.name));
    cache.set(locale, list);
  }
  return list;
}
