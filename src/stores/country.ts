import { atom } from 'nanostores';
import { session, STORAGE_KEYS } from '../lib/storage.ts';

export const DEFAULT_COUNTRY = 'US';

/**
 * The selected shipping country (spec §4): kept in session storage, US by default. Created with the
 * default the pages are built with, then set from storage (islands hydrate with the former).
 */
export const $country = atom<string>(DEFAULT_COUNTRY);
$country.set(session.get(STORAGE_KEYS.country) ?? DEFAULT_COUNTRY);

export function setCountry(code: string) {
  session.set(STORAGE_KEYS.country, code);
  $country.set(code);
}
