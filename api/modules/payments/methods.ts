import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema/index.ts';
import { nowMs } from '../../lib/clock.ts';
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

type Choices = ReadonlyMap<string, boolean>;
const choiceKey = (country: string, funding: FundingSource) => `${country}:${funding}`;

async function readChoices(db: Db): Promise<Choices> {
  const rows = await db.select().from(paymentMethods);
  return new Map(rows.map((r) => [choiceKey(r.countryCode, r.funding), r.enabled]));
}

/**
 * How long an instance trusts its copy of the operators' choices for the checkout and the
 * storefront (the instance that saves a choice forgets its copy at once; the others follow within
 * this time, as with the countries table). The back office always reads the table itself.
 */
const CHOICES_TTL_MS = 60_000;
const copies = new WeakMap<Db, { at: number; choices: Promise<Choices> }>();

/** This instance's copy of the choices, read at most once a minute (a failed read is not kept). */
function currentChoices(db: Db): Promise<Choices> {
  const copy = copies.get(db);
  if (copy && nowMs() - copy.at <= CHOICES_TTL_MS) return copy.choices;
  const fresh = { at: nowMs(), choices: readChoices(db) };
  copies.set(db, fresh);
  fresh.choices.catch(() => copies.get(db) === fresh && copies.delete(db));
  return fresh.choices;
}

/** Drops this instance's copy after an operator's change (call with the app's database handle, after the commit). */
export const forgetChoices = (db: Db) => copies.delete(db);

/** Per country the shop ships to, each option with what the operator chose and PayPal's default. */
export async function methodTable(db: Db, countries: CountrySet, choice: Choices | Promise<Choices> = readChoices(db)) {
  const chosen = await choice;
  return [...countries.shipping]
    .filter(([, terms]) => terms.shipsTo)
    .map(([country]) => ({
      country_code: country,
      methods: FUNDING_SOURCES.map((funding) => {
        const byDefault = offeredByDefault(funding, country);
        return { funding, on: chosen.get(choiceKey(country, funding)) ?? byDefault, by_default: byDefault };
      }),
    }));
}

/** The options offered per country: what the storefront shows and the checkout accepts. */
export async function offeredMethods(db: Db, countries: CountrySet): Promise<Record<string, FundingSource[]>> {
  const table = await methodTable(db, countries, currentChoices(db));
  return Object.fromEntries(table.map((row) => [row.country_code, row.methods.filter((m) => m.on).map((m) => m.funding)]));
}

/** Whether a checkout may pay a total with an option in a country. */
export async function isOffered(db: Db, funding: FundingSource, country: string, totalCents: number): Promise<boolean> {
  if (funding === 'paylater' && (totalCents < PAY_LATER_CENTS.min || totalCents > PAY_LATER_CENTS.max)) return false;
  return (await currentChoices(db)).get(choiceKey(country, funding)) ?? offeredByDefault(funding, country);
}

/** Switches an option on or off for a country's buyers. */
export async function setMethod(db: Db, country: string, funding: FundingSource, on: boolean) {
  await db
    .insert(paymentMethods)
    .values({ countryCode: country, funding, enabled: on })
    .onConflictDoUpdate({ target: [paymentMethods.countryCode, paymentMethods.funding], set: { enabled: on, updatedAt: sql`now()` } });
}
