import { useStore } from '../common/useStore.ts';
import { useEffect, useState } from 'react';
import type { Country } from '../../../api/modules/site/schema.ts';
import { getCountryList } from '../../lib/api/site.ts';
import { $country, setCountry } from '../../stores/country.ts';

// The header and the phone menu each have the dropdown; they share one request for the list.
let countryList: Promise<Country[]> | null = null;
function loadCountries(code: string): Promise<Country[]> {
  countryList ??= getCountryList({ country_code: code }).catch((error: unknown) => {
    countryList = null;
    throw error;
  });
  return countryList;
}

/** The country dropdown: the choice goes to session storage and every price on the page follows it. */
export default function CountrySelect({ label, initial = [] }: { label: string; initial?: Country[] }) {
  const country = useStore($country);
  const [countries, setCountries] = useState<Country[]>(initial);
  useEffect(() => {
    loadCountries(country)
      .then(setCountries)
      .catch(() => undefined);
  }, []);
  const options = countries.length ? countries : [{ country_code: country, name: country, is_current: true }];
  return (
    <label className="country-select">
      <span className="visually-hidden">{label}</span>
      <select value={country} onChange={(e) => setCountry(e.target.value)} aria-label={label}>
        {options.map((c) => (
          <option key={c.country_code} value={c.country_code}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}
