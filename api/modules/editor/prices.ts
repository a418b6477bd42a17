import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { products, productSkus, skuPrices } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import { AppError, Code } from '../../lib/envelope.ts';
import { centsToString, stringToCents } from '../../lib/money.ts';
import { text } from '../../lib/texts.ts';
import type { ProductPrices, ProductPricesBody } from './prices-schema.ts';
import { record } from './change-log.ts';

/** A refusal of one entry, naming it as a schema refusal would (`prices.<i>.<field>`), so the client shows its own words. */
const refused = (index: number, field: string, message: string) =>
  new AppError(Code.invalid, `prices.${index}.${field}: ${message}`, { invalid: `prices.${index}.${field}` });

/**
 * Sets and removes a product's prices per colour and country in one transaction, recorded once.
 * A country without its own row is priced from the default country's row (api/modules/products/items.ts),
 * which is why that row cannot be removed. The original price defaults to the price, as in sku/update;
 * the catalogue's price ranges follow through the sku_prices triggers.
 */
export async function setProductPrices(ctx: ShopperContext, input: ProductPricesBody): Promise<ProductPrices> {
  const seen = new Set<string>();
  for (const [i, entry] of input.prices.entries()) {
    if (!ctx.countries.codes.has(entry.country_code)) throw refused(i, 'country_code', `unknown country ${entry.country_code}`);
    if ('remove' in entry && entry.country_code === ctx.defaultCountry)
      throw refused(i, 'remove', `the price of the default country ${entry.country_code} cannot be removed`);
    const key = `${entry.sku_id}:${entry.country_code}`;
    if (seen.has(key)) throw refused(i, 'country_code', `colour ${entry.sku_id} in ${entry.country_code} is listed twice`);
    seen.add(key);
  }
  return inTransaction(ctx, async ({ db }) => {
    const [product] = await db.select({ id: products.id, name: products.name }).from(products).where(eq(products.id, input.product_id));
    if (!product) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.productNotFound'));
    const colours = new Map(
      (
        await db
          .select({ id: productSkus.id, name: productSkus.colorName })
          .from(productSkus)
          .where(eq(productSkus.productId, input.product_id))
      ).map((r) => [r.id, r.name]),
    );
    const stray = input.prices.findIndex((e) => !colours.has(e.sku_id));
    if (stray >= 0) throw refused(stray, 'sku_id', `colour ${input.prices[stray].sku_id} is not one of this product's`);
    // What each entry replaces, for the change log (null: the country used the base price).
    const was = await db
      .select()
      .from(skuPrices)
      .where(inArray(skuPrices.skuId, [...new Set(input.prices.map((e) => e.sku_id))]));
    const before = input.prices.map((e) => {
      const row = was.find((r) => r.skuId === e.sku_id && r.countryCode === e.country_code);
      return row ? { price: centsToString(row.priceCents), original_price: centsToString(row.originalPriceCents) } : null;
    });

    const removed = input.prices.filter((e) => 'remove' in e);
    if (removed.length)
      await db
        .delete(skuPrices)
        .where(or(...removed.map((e) => and(eq(skuPrices.skuId, e.sku_id), eq(skuPrices.countryCode, e.country_code)))));
    const rows = input.prices.flatMap((e) =>
      'price' in e
        ? [
            {
              skuId: e.sku_id,
              countryCode: e.country_code,
              priceCents: stringToCents(e.price),
              originalPriceCents: stringToCents(e.original_price ?? e.price),
            },
          ]
        : [],
    );
    await upsertPrices(db, rows);
    const colourNames = Object.fromEntries(input.prices.map((e) => [e.sku_id, colours.get(e.sku_id)]));
    await record(
      db,
      ctx.user.id,
      'product.prices',
      { kind: 'product', id: input.product_id },
      { prices: input.prices, colour_names: colourNames },
      { label: product.name, before: { prices: before } },
    );
    return productPrices(db, input.product_id);
  });
}

/** Writes price rows per colour and country, replacing those there are. */
export async function upsertPrices(db: Db, rows: Array<typeof skuPrices.$inferInsert>): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(skuPrices)
    .values(rows)
    .onConflictDoUpdate({
      target: [skuPrices.skuId, skuPrices.countryCode],
      set: { priceCents: sql`excluded.price_cents`, originalPriceCents: sql`excluded.original_price_cents` },
    });
}

/** Each colour of a product, in the editor's order, with its own price rows. */
async function productPrices(db: Db, productId: number): Promise<ProductPrices> {
  const skus = await db
    .select({ id: productSkus.id })
    .from(productSkus)
    .where(eq(productSkus.productId, productId))
    .orderBy(asc(productSkus.sort), asc(productSkus.id));
  const rows = skus.length
    ? await db
        .select()
        .from(skuPrices)
        .where(
          inArray(
            skuPrices.skuId,
            skus.map((s) => s.id),
          ),
        )
        .orderBy(asc(skuPrices.countryCode))
    : [];
  return {
    id: productId,
    skus: skus.map((s) => ({
      id: s.id,
      prices: rows
        .filter((p) => p.skuId === s.id)
        .map((p) => ({
          country_code: p.countryCode,
          price: centsToString(p.priceCents),
          original_price: centsToString(p.originalPriceCents),
        })),
    })),
  };
}
