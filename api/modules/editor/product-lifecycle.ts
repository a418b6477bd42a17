import { eq, inArray, or, sql } from 'drizzle-orm';
import { categories, orderLines, productSkus, products, skuPrices, stockHolds, type Localized } from '../../db/schema/index.ts';
import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import { lockRows } from '../../lib/locks.ts';
import { AppError, Code, conflict } from '../../lib/envelope.ts';
import { stringToCents } from '../../lib/money.ts';
import { text } from '../../lib/texts.ts';
import { record } from './change-log.ts';
import { productDetail } from './products.ts';
import type { ProductCreateBody } from './products-schema.ts';
import { uniqueSlug } from './slugs.ts';

/**
 * Adds a product with its colours, each priced in the shop's default country, unpublished so that
 * nothing half-made shows in the shop; its pictures are added afterwards.
 */
export async function createProduct(ctx: ShopperContext, input: ProductCreateBody) {
  return inTransaction(ctx, async (tx) => {
    const { db } = tx;
    const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id));
    if (!category) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.categoryNotFound'));
    const [product] = await db
      .insert(products)
      .values({
        slug: await uniqueSlug(db, products, input.name.en!, 'product'),
        categoryId: input.category_id,
        name: input.name as Localized,
        subtitle: { en: '', ...input.subtitle } as Localized,
        description: { en: '' },
        published: false,
      })
      .returning({ id: products.id });
    const skus = await db
      .insert(productSkus)
      .values(input.skus.map((s, i) => ({ productId: product.id, colorName: s.color_name as Localized, colorCard: s.color_card, sort: i })))
      .returning({ id: productSkus.id });
    await db.insert(skuPrices).values(
      skus.map((s, i) => {
        const cents = stringToCents(input.skus[i].price);
        return { skuId: s.id, countryCode: ctx.defaultCountry, priceCents: cents, originalPriceCents: cents };
      }),
    );
    await record(
      db,
      ctx.user.id,
      'product.create',
      { kind: 'product', id: product.id },
      { ...input, country_code: ctx.defaultCountry },
      { label: input.name },
    );
    return productDetail(tx, product.id);
  });
}

/**
 * Removes a product that no order names, with everything that is only its own (colours, prices,
 * pictures, likes, reviews, solved problems, carts' lines, search rows: the foreign keys cascade).
 * A product that was ordered stays, for its orders' pages: it can be unpublished instead.
 */
export async function deleteProduct(ctx: ShopperContext, id: number) {
  return inTransaction(ctx, async ({ db }) => {
    // Its colours first, as a checkout locks them before it takes stock and writes order lines: a
    // checkout of this product either committed before (its lines are seen below) or waits, and
    // then finds the colour gone.
    await lockRows(db, { product_skus: sql`${productSkus.productId} = ${id}`, products: [id] });
    const [was] = await db.select().from(products).where(eq(products.id, id));
    if (!was) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.productNotFound'));
    const skuIds = db.select({ id: productSkus.id }).from(productSkus).where(eq(productSkus.productId, id));
    const [ordered] = await db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(or(eq(orderLines.productId, id), inArray(orderLines.skuId, skuIds)))
      .limit(1);
    const [held] = ordered ? [] : await db.select({ n: stockHolds.num }).from(stockHolds).where(inArray(stockHolds.skuId, skuIds)).limit(1);
    if (ordered || held) throw conflict(text(ctx.locale, 'api.editor.productOrdered'));
    await db.delete(products).where(eq(products.id, id));
    await record(
      db,
      ctx.user.id,
      'product.delete',
      { kind: 'product', id },
      { name: was.name },
      { label: was.name, before: { category_id: was.categoryId, published: was.published } },
    );
    return { id };
  });
}
