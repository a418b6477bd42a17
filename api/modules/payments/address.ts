import type { ShipTo } from './provider.ts';

/** A shipping address as lines on a parcel label (the country named in the reader's language); pure, so the back office uses it too. */
export function addressLines(a: ShipTo, countryName: (code: string) => string): string[] {
  return [a.name, ...a.lines, [a.postal_code, a.city].filter(Boolean).join(' '), a.region, countryName(a.country_code)].filter(Boolean);
}
