import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, shopBanners } from '../../db/schema/index.ts';
import { localize, type Locale } from '../../lib/locales.ts';
import { listColumns, toListItems } from '../products/items.ts';
import type { CuratedPage, Page, ProductListItem, ShopBanner } from '../products/schema.ts';
import { assertCountry, listProducts } from '../products/service.ts';
import { CURATED_LISTS } from './lists.ts';

const inStockSomewhere = sql`exists (select 1 from product_skus s where s.product_id = ${products.id} and s.stock_num > 0)`;

/** The curated product list of a content page, with the prices of `country`. */
export async function curatedProducts(db: Db, page: CuratedPage, country: string, locale: Locale): Promise<ProductListItem[]> {
  await assertCountry(db, country);
  const rule = CURATED_LISTS[page];
  const rows = await db.select(listColumns).from(products)
    .where(and(eq(products.published, true), inStockSomewhere, rule.where?.(country)))
    .orderBy(...rule.orderBy(country))
    .limit(rule.limit);
  return toListItems(db, rows, locale, country);
}

/** Best sellers: the catalogue (or one category) by units sold. */
export function bestsellers(db: Db, input: { category_id?: number; country_code: string; page: number; page_size: number }, locale: Locale): Promise<Page<ProductListItem>> {
  return listProducts(db, { ...input, sort: 'best_selling' }, locale);
}

export async function shopBannerList(db: Db, locale: Locale): Promise<ShopBanner[]> {
  const rows = await db.select().from(shopBanners).orderBy(asc(shopBanners.sort), asc(shopBanners.id));
  return rows.map((b) => ({
    title: localize(b.title, locale), subtitle: localize(b.subtitle, locale), image_url: b.imageUrl, redirect_url: b.redirectUrl,
  }));
}
