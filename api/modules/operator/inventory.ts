import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import { products, productSkus, type Localized } from '../../db/schema/index.ts';
import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import { AppError, Code, conflict } from '../../lib/envelope.ts';
import { localize } from '../../lib/locales.ts';
import { text } from '../../lib/texts.ts';
import { adjustOnHand } from '../orders/stock.ts';
import { inWorkspace, recordAction } from './audit.ts';
import type { InventoryAdjustBody, InventoryQuery } from './schema.ts';
import { likePattern } from '../../lib/like.ts';

type Sku = typeof productSkus.$inferSelect;

const rowOf = (ctx: ShopperContext, sku: Sku, productName: Localized) => ({
  sku_id: sku.id,
  product_id: sku.productId,
  product_name: localize(productName, ctx.locale),
  colour: localize(sku.colorName, ctx.locale),
  color_card: sku.colorCard,
  on_hand: sku.onHand,
  held: sku.held,
  sold: sku.sold,
  available: sku.stockNum,
  low: sku.stockNum <= ctx.config.LOW_STOCK_AT,
});

/** GET /operator/stock/getList: every colour's stock, those running out first; `show: low` keeps only those at or under LOW_STOCK_AT. */
export async function listInventory(ctx: ShopperContext, q: InventoryQuery) {
  const search = q.q ? likePattern(q.q) : null;
  const where = and(
    q.show === 'low' ? lte(productSkus.stockNum, ctx.config.LOW_STOCK_AT) : undefined,
    // Any language's product or colour name.
    search ? sql`(${products.name}::text ILIKE ${search} OR ${productSkus.colorName}::text ILIKE ${search})` : undefined,
  );
  const [rows, [{ n }], [{ low }]] = await Promise.all([
    ctx.db
      .select({ sku: productSkus, name: products.name })
      .from(productSkus)
      .innerJoin(products, eq(products.id, productSkus.productId))
      .where(where)
      .orderBy(asc(productSkus.stockNum), asc(productSkus.productId), asc(productSkus.sort), asc(productSkus.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    ctx.db.select({ n: count() }).from(productSkus).innerJoin(products, eq(products.id, productSkus.productId)).where(where),
    ctx.db.select({ low: count() }).from(productSkus).where(lte(productSkus.stockNum, ctx.config.LOW_STOCK_AT)),
  ]);
  return {
    list: rows.map((r) => rowOf(ctx, r.sku, r.name)),
    total: n,
    page: q.page,
    page_size: q.page_size,
    low_count: low,
    low_at: ctx.config.LOW_STOCK_AT,
  };
}

/**
 * POST /operator/stock/adjust: sets a colour's count on hand to what the operator counted, only while
 * it is still the count they saw (sales go on meanwhile), with its audit line.
 */
export async function adjustInventory(ctx: ShopperContext, body: InventoryAdjustBody) {
  return inTransaction(ctx, async ({ db }) => {
    const adjusted = await adjustOnHand(db, body.sku_id, body.on_hand, body.on_hand_seen);
    if (adjusted.outcome === 'missing') throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.skuNotFound'));
    if (adjusted.outcome === 'changed') throw conflict(text(ctx.locale, 'api.editor.stockChanged', { now: adjusted.now }));
    if (adjusted.outcome === 'belowHeld') throw conflict(text(ctx.locale, 'api.editor.stockBelowHeld', { held: adjusted.held }));
    if (body.on_hand !== body.on_hand_seen)
      await recordAction(db, inWorkspace(ctx), 'stock.adjust', `sku:${body.sku_id}`, { from: body.on_hand_seen, to: body.on_hand });
    const [name] = await db.select({ name: products.name }).from(products).where(eq(products.id, adjusted.sku.productId));
    return rowOf(ctx, adjusted.sku, name.name);
  });
}
