import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, infoPages, products, topBanners } from '../../db/schema/index.ts';
import { localize, type Locale } from '../../lib/locales.ts';
import type { Country, InfoPage, RouteGroup, TopBanner } from './schema.ts';

export const productRoute = (slug: string) => `/products/${slug}`;

export async function routeList(db: Db, locale: Locale): Promise<RouteGroup[]> {
  const rows = await db
    .select({ id: products.id, slug: products.slug, name: products.name })
    .from(products)
    .where(eq(products.published, true))
    .orderBy(asc(products.id));
  return [
    { label: 'product', children: rows.map((r) => ({ id: r.id, name: localize(r.name, locale), route: productRoute(r.slug) })) },
    // Blog posts join this group when the content pages land.
    { label: 'blog', children: [] },
  ];
}

export async function countryList(db: Db, locale: Locale, current: string): Promise<Country[]> {
  const rows = await db.select({ code: countries.code }).from(countries).orderBy(asc(countries.sort), asc(countries.code));
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const known = rows.some((r) => r.code === current);
  const defaultRow = await db.select({ code: countries.code }).from(countries).where(eq(countries.isDefault, true)).limit(1);
  const selected = known ? current : defaultRow[0]?.code;
  return rows.map((r) => ({ country_code: r.code, name: names.of(r.code) ?? r.code, is_current: r.code === selected }));
}

export async function topBannerList(db: Db, locale: Locale): Promise<TopBanner[]> {
  const rows = await db.select().from(topBanners).orderBy(asc(topBanners.sort), asc(topBanners.id));
  return rows.map((r) => ({ text: localize(r.text, locale), redirect_url: r.redirectUrl, bg_color: r.bgColor }));
}

export async function basicInfo(db: Db, kind: number, locale: Locale): Promise<InfoPage[]> {
  const rows = await db.select().from(infoPages).where(eq(infoPages.kind, kind));
  return rows.map((r) => ({ title: localize(r.title, locale), content: localize(r.content, locale) }));
}

export async function databaseIsUp(db: Db): Promise<boolean> {
  await db.execute(sql`select 1`);
  return true;
}
