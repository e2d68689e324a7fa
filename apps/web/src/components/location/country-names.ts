import { COUNTRY_CODES } from '@meridian/contracts';

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * Every ISO country the contracts accept, named in the reader's language by the browser (Intl.DisplayNames, so no
 * table of names ships) and sorted by that name. A code the browser cannot name shows as the code.
 */
export function countryOptions(locale?: string): CountryOption[] {
  const names = new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}

/** One country's name, as the select shows it. */
export function countryName(code: string | undefined, locale?: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
