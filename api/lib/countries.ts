import { asc, desc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countries } from '../db/schema/index.ts';
import { nowMs } from './clock.ts';
import type { Locale } from './locales.ts';

/** How an order is shipped to a country (`countries` row). */
export interface ShippingTerms {
  /** False for a country the shop lists but does not ship to. */
  shipsTo: boolean;
  flatCents: number;
  /** Goods (after the coupon) at or above this ship free; null: never free. */
  freeOverCents: number | null;
}

export interface CountrySet {
  codes: ReadonlySet<string>;
  shipping: ReadonlyMap<string, ShippingTerms>;
  /** The country whose prices and shipping apply when a call names none (`countries.is_default`). */
  fallback: string;
}

/**
 * How long one instance trusts its copy of the (small, rarely edited) countries table. A shipping
 * rate edited in the database reaches every instance within this time; meanwhile a cart priced by
 * one instance and an order checked by another may disagree, which the checkout refuses (409).
 */
const TTL_MS = 60_000;

/** The shop's countries and their shipping terms, read once a minute per instance rather than once per request. */
export class CountryDirectory {
  private cached: { at: number; value: Promise<CountrySet>; ready?: CountrySet } | null = null;
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  get(): Promise<CountrySet> {
    const at = nowMs();
    if (!this.cached || at - this.cached.at > TTL_MS) {
      const value = this.load();
      const cached: { at: number; value: Promise<CountrySet>; ready?: CountrySet } = { at, value };
      this.cached = cached;
      value.then(
        (set) => (cached.ready = set),
        // A failed read is not remembered.
        () => {
          if (this.cached === cached) this.cached = null;
        },
      );
    }
    return this.cached.value;
  }

  /** The copy at hand without waiting: read, and fresh; undefined otherwise (then `get`). */
  current(): CountrySet | undefined {
    const cached = this.cached;
    if (!cached || cached.ready === undefined || nowMs() - cached.at > TTL_MS) return undefined;
    return cached.ready;
  }

  /** After an edit of the countries table. */
  invalidate(): void {
    this.cached = null;
  }

  private async load(): Promise<CountrySet> {
    const rows = await this.db
      .select({
        code: countries.code,
        shipsTo: countries.shipsTo,
        flatCents: countries.shippingCents,
        freeOverCents: countries.freeShippingOverCents,
      })
      .from(countries)
      .orderBy(desc(countries.isDefault), asc(countries.sort), asc(countries.code));
    return {
      codes: new Set(rows.map((r) => r.code)),
      shipping: new Map(rows.map(({ code, ...terms }) => [code, terms])),
      fallback: rows[0]?.code ?? '',
    };
  }
}

/** A country's name in the shopper's language (its code where the runtime has no name for it). */
export function countryName(locale: Locale, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
