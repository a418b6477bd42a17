import { and, asc, eq, sql } from 'drizzle-orm';
import { products, shopBanners } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';
import { localize } from '../../lib/locales.ts';
import type { Page } from '../../lib/request.ts';
import { listColumns, toListItems } from '../products/items.ts';
import type { CuratedPage } from '../products/rules.ts';
import type { ProductListItem } from '../products/schema.ts';
import { listProducts } from '../products/service.ts';
import type { ShopBanner } from './schema.ts';
import { CURATED_LISTS } from './lists.ts';

const inStockSomewhere = sql`exists (select 1 from product_skus s where s.product_id = ${products.id} and s.stock_num > 0)`;

/** The curated product list of a content page, with the prices of the context's country. */
export async function curatedProducts(ctx: Context, page: CuratedPage): Promise<ProductListItem[]> {
  const rule = CURATED_LISTS[page];
  const prices = { country: ctx.country, fallback: ctx.defaultCountry };
  const rows = await ctx.db
    .select(listColumns)
    .from(products)
    .where(and(eq(products.published, true), inStockSomewhere, rule.where?.(prices)))
    .orderBy(...rule.orderBy(prices))
    .limit(rule.limit);
  return toListItems(ctx, rows);
}

/** Best sellers: the catalogue (or one category) by units sold. */
export function bestsellers(
  ctx: Context,
  input: { category_id?: number; page: number; page_size: number },
): Promise<Page<ProductListItem>> {
  return listProducts(ctx, { ...input, sort: 'best_selling' });
}

export async function shopBannerList({ db, locale }: Context): Promise<ShopBanner[]> {
  const rows = await db.select().from(shopBanners).orderBy(asc(shopBanners.sort), asc(shopBanners.id));
  return rows.map((b) => ({
    title: localize(b.title, locale),
    subtitle: localize(b.subtitle, locale),
    image_url: b.imageUrl,
    redirect_url: b.redirectUrl,
  }));
}
