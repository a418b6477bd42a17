import { describe, expect, it } from 'vitest';
import type { CountrySet } from '../../api/lib/countries.ts';
import { shipToOf } from '../../api/modules/orders/ship-to.ts';

const terms = (shipsTo: boolean, flatCents: number) => ({ shipsTo, flatCents, freeOverCents: null });
const countries: CountrySet = {
  codes: new Set(['US', 'JP', 'CH']),
  shipping: new Map([
    ['US', terms(true, 599)],
    ['JP', terms(true, 1499)],
    ['CH', terms(false, 1599)],
  ]),
  fallback: 'US',
};
const decide = (priced: string, paypal: string | null) => shipToOf({ countryCode: priced }, { shippingCountry: paypal }, countries);

describe('where PayPal ships decides the capture', () => {
  it('captures as is for the country the order was priced for, or when PayPal names none', () => {
    expect(decide('US', 'US')).toEqual({ kind: 'as-is' });
    expect(decide('US', 'us')).toEqual({ kind: 'as-is' });
    expect(decide('US', null)).toEqual({ kind: 'as-is' });
  });

  it('reprices for another country the shop ships to', () => {
    expect(decide('US', 'JP')).toEqual({ kind: 'reprice', country: 'JP' });
  });

  it('refuses a country listed but not shipped to, and one the shop does not know', () => {
    expect(decide('US', 'CH')).toEqual({ kind: 'refuse', country: 'CH' });
    expect(decide('JP', 'BR')).toEqual({ kind: 'refuse', country: 'BR' });
  });
});
