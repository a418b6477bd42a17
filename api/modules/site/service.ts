import { asc, eq } from 'drizzle-orm';
import { blogPosts, countries, infoPages, products, topBanners } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';
import { localize } from '../../lib/locales.ts';
import { blogRoute } from '../blog/items.ts';
import type { Country, InfoPage, RouteGroup, TopBanner } from './schema.ts';
import { shippingTable, SHIPPING_RULES_KIND } from './shipping-table.ts';

export const productRoute = (slug: string) => `/products/${slug}`;

export async function routeList({ db, locale }: Context): Promise<RouteGroup[]> {
  const rows = await db
    .select({ id: products.id, slug: products.slug, name: products.name })
    .from(products)
    .where(eq(products.published, true))
    .orderBy(asc(products.id));
  const posts = await db
    .select({ id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.title })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(asc(blogPosts.id));
  return [
    { label: 'product', children: rows.map((r) => ({ id: r.id, name: localize(r.name, locale), route: productRoute(r.slug) })) },
    { label: 'blog', children: posts.map((p) => ({ id: p.id, name: localize(p.title, locale), route: blogRoute(p.slug) })) },
  ];
}

/** The shop's countries; the current one is the call's country_code, else the default country. */
export async function countryList({ db, locale, country }: Context): Promise<Country[]> {
  const rows = await db.select({ code: countries.code }).from(countries).orderBy(asc(countries.sort), asc(countries.code));
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return rows.map((r) => ({ country_code: r.code, name: names.of(r.code) ?? r.code, is_current: r.code === country }));
}

export async function topBannerList({ db, locale }: Context): Promise<TopBanner[]> {
  const rows = await db.select().from(topBanners).orderBy(asc(topBanners.sort), asc(topBanners.id));
  return rows.map((r) => ({ text: localize(r.text, locale), redirect_url: r.redirectUrl, bg_color: r.bgColor }));
}

export async function basicInfo(ctx: Context, kind: number): Promise<InfoPage[]> {
  const rows = await ctx.db.select().from(infoPages).where(eq(infoPages.kind, kind));
  // The shipping rules end with the rates the cart really charges, read from the countries table.
  const table = kind === SHIPPING_RULES_KIND && rows.length ? await shippingTable(ctx) : '';
  return rows.map((r) => ({ title: localize(r.title, ctx.locale), content: localize(r.content, ctx.locale) + table }));
}
