import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema/index.ts';
import type { CountrySet } from '../../lib/countries.ts';
import { FUNDING_SOURCES, type FundingSource } from '../orders/rules.ts';

/** The shop is a US merchant charging USD: PayPal's availability below is for such an account. */
export const MERCHANT_COUNTRY = 'US';
/** PayPal Pay in 4 (the US Pay Later offer): baskets from $30 to $1,500. */
export const PAY_LATER_CENTS = { min: 3_000, max: 150_000 } as const;

/**
 * What PayPal offers buyers of a country by default (its published availability for a US merchant):
 * PayPal and cards everywhere it ships; Venmo to US buyers only; Pay Later where the merchant's
 * country and currency offer it, which for a US shop charging USD means US buyers.
 */
export function offeredByDefault(funding: FundingSource, country: string): boolean {
  if (funding === 'venmo' || funding === 'paylater') return country === MERCHANT_COUNTRY;
  return true;
}

/** Per country the shop ships to, each option with what the operator chose and PayPal's default. */
export async function methodTable(db: Db, countries: CountrySet) {
  const chosen = await db.select().from(paymentMethods);
  const choice = new Map(chosen.map((r) => [`${r.countryCode}:${r.funding}`, r.enabled]));
  return [...countries.shipping]
    .filter(([, terms]) => terms.shipsTo)
    .map(([country]) => ({
      country_code: country,
      methods: FUNDING_SOURCES.map((funding) => {
        const byDefault = offeredByDefault(funding, country);
        return { funding, on: choice.get(`${country}:${funding}`) ?? byDefault, by_default: byDefault };
      }),
    }));
}

/** The options offered per country: what the storefront shows and the checkout accepts. */
export async function offeredMethods(db: Db, countries: CountrySet): Promise<Record<string, FundingSource[]>> {
  const table = await methodTable(db, countries);
  return Object.fromEntries(table.map((row) => [row.country_code, row.methods.filter((m) => m.on).map((m) => m.funding)]));
}

/** Whether a checkout may pay a total with an option in a country. */
export async function isOffered(db: Db, funding: FundingSource, country: string, totalCents: number): Promise<boolean> {
  if (funding === 'paylater' && (totalCents < PAY_LATER_CENTS.min || totalCents > PAY_LATER_CENTS.max)) return false;
  const [row] = await db
    .select({ enabled: paymentMethods.enabled })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.countryCode, country), eq(paymentMethods.funding, funding)));
  return row ? row.enabled : offeredByDefault(funding, country);
}

/** Switches an option on or off for a country's buyers. */
export async function setMethod(db: Db, country: string, funding: FundingSource, on: boolean) {
  await db
    .insert(paymentMethods)
    .values({ countryCode: country, funding, enabled: on })
    .onConflictDoUpdate({ target: [paymentMethods.countryCode, paymentMethods.funding], set: { enabled: on, updatedAt: sql`now()` } });
}
