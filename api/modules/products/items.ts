import { and, asc, eq, inArray } from 'drizzle-orm';
import { anyId } from '../../db/any-id.ts';
import type { Db } from '../../db/client.ts';
import type { Context } from '../../lib/context.ts';
import { productImages, productSkus, products, skuPrices } from '../../db/schema/index.ts';
import { localize } from '../../lib/locales.ts';
import { centsToString } from '../../lib/money.ts';
import { productRoute } from '../site/service.ts';
import type { GalleryImage, ProductListItem, ProductSku } from './schema.ts';

type ProductRow = typeof products.$inferSelect;
type ImageRow = typeof productImages.$inferSelect;

/** The product columns a list item is made from (everything but the long rich description). */
export const listColumns = {
  id: products.id,
  slug: products.slug,
  categoryId: products.categoryId,
  name: products.name,
  subtitle: products.subtitle,
  reviewCount: products.reviewCount,
  reviewSum: products.reviewSum,
};
export type ListRow = Pick<ProductRow, keyof typeof listColumns>;

const LIST_WIDTH = '640';
/** The URL of an image in the width product lists show (or its largest). */
export const urlOf = (img: Pick<ImageRow, 'variants'>, width = LIST_WIDTH) =>
  img.variants[width] ?? Object.values(img.variants).at(-1) ?? '';

export function toGallery(img: ImageRow): GalleryImage {
  const srcset = Object.entries(img.variants)
    .map(([w, u]) => `${u} ${w}w`)
    .join(', ');
  return { name: img.name, url: urlOf(img), srcset, width: img.width, height: img.height, sku_id: img.skuId };
}

export const ratingOf = (p: Pick<ProductRow, 'reviewCount' | 'reviewSum'>) =>
  p.reviewCount === 0 ? 0 : Math.round((p.reviewSum / p.reviewCount) * 10) / 10;

/**
 * Shapes products as the spec's product list items, in the context's language and with SKU prices
 * of its country (falling back to the default country's price list), in the order of `rows`.
 * Loads SKUs, prices and images in bulk. is_like is false here: `withLikes` fills it.
 */
export async function toListItems(ctx: Context, rows: ListRow[]): Promise<ProductListItem[]> {
  return (await listItemsAndImages(ctx, rows)).items;
}

/** What list items are made from besides the products: their SKUs, prices and pictures, alike in every language. */
export interface ListRows {
  skus: Array<typeof productSkus.$inferSelect>;
  prices: Array<typeof skuPrices.$inferSelect>;
  images: ImageRow[];
}

/** The countries whose prices a context shows: its own, and the default country's as the fallback. */
export const priceCountries = ({ country, defaultCountry }: Pick<Context, 'country' | 'defaultCountry'>) =>
  country === defaultCountry ? [country] : [country, defaultCountry];

/** The SKUs, prices (in `countries`) and pictures of the products `ids`, in three queries. */
export async function loadListRows(db: Db, ids: number[], countries: string[]): Promise<ListRows> {
  const [skus, prices, images] = await Promise.all([
    db.select().from(productSkus).where(anyId(productSkus.productId, ids)).orderBy(asc(productSkus.sort), asc(productSkus.id)),
    db
      .select({ price: skuPrices })
      .from(skuPrices)
      .innerJoin(productSkus, eq(productSkus.id, skuPrices.skuId))
      .where(and(anyId(productSkus.productId, ids), inArray(skuPrices.countryCode, countries)))
      .then((r) => r.map((x) => x.price)),
    db.select().from(productImages).where(anyId(productImages.productId, ids)).orderBy(asc(productImages.sort), asc(productImages.id)),
  ]);
  return { skus, prices, images };
}

/**
 * toListItems, with the products' image rows it read (in gallery order), for callers that show
 * galleries too. `loaded`: the rows loadListRows read for these products in the context's
 * countries, when a caller shapes them in several languages.
 */
export async function listItemsAndImages(
  ctx: Context,
  rows: ListRow[],
  loaded?: ListRows,
): Promise<{ items: ProductListItem[]; images: ImageRow[] }> {
  if (rows.length === 0) return { items: [], images: [] };
  const { db, locale, country } = ctx;
  const { skus, prices, images } =
    loaded ??
    (await loadListRows(
      db,
      rows.map((r) => r.id),
      priceCountries(ctx),
    ));

  const priceOf = new Map<number, { own?: (typeof prices)[number]; fallback?: (typeof prices)[number] }>();
  for (const p of prices) {
    const entry = priceOf.get(p.skuId) ?? {};
    if (p.countryCode === country) entry.own = p;
    else entry.fallback = p;
    priceOf.set(p.skuId, entry);
  }
  const productCover = new Map<number, ImageRow>();
  const skuCover = new Map<number, ImageRow>();
  for (const img of images) {
    if (img.skuId === null) {
      if (!productCover.has(img.productId)) productCover.set(img.productId, img);
    } else if (!skuCover.has(img.skuId)) skuCover.set(img.skuId, img);
  }
  const skusOf = new Map<number, ProductSku[]>();
  for (const s of skus) {
    const price = priceOf.get(s.id);
    const row = price?.own ?? price?.fallback;
    if (!row) continue; // a SKU without any price is not for sale
    const cover = skuCover.get(s.id) ?? productCover.get(s.productId);
    const list = skusOf.get(s.productId) ?? [];
    list.push({
      id: s.id,
      color_name: localize(s.colorName, locale),
      product_color_card: s.colorCard,
      product_price: centsToString(row.priceCents),
      product_original_price: centsToString(row.originalPriceCents),
      stock_num: s.stockNum,
      cover_image: { name: cover?.name ?? '', url: cover ? urlOf(cover) : '' },
      cover_product_image: { url: productCover.get(s.productId) ? urlOf(productCover.get(s.productId)!) : '' },
    });
    skusOf.set(s.productId, list);
  }
  const items = rows.map((p) => ({
    id: p.id,
    product_name: localize(p.name, locale),
    description: localize(p.subtitle, locale),
    review_rating: ratingOf(p),
    reviews: p.reviewCount,
    is_like: false,
    category_id: p.categoryId,
    route_info: { route: productRoute(p.slug) },
    product_sku_info: skusOf.get(p.id) ?? [],
  }));
  return { items, images };
}
