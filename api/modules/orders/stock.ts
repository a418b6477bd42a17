import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productSkus } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/context.ts';
import { databaseError } from '../../lib/database-errors.ts';
import { noteTags } from '../../lib/reads/changes.ts';
import { WRITES } from '../../lib/reads/tags.ts';

type SkuRow = typeof productSkus.$inferSelect;

/** A SKU's stock as editors and operators see it. */
export const skuStock = (s: Pick<SkuRow, 'onHand' | 'held' | 'sold' | 'stockNum'>) => ({
  on_hand: s.onHand,
  held: s.held,
  sold: s.sold,
  stock_num: s.stockNum,
});

export type Adjustment =
  | { outcome: 'adjusted'; sku: SkuRow }
  /** On hand is no longer what the editor saw (a sale or another edit came first): nothing changed. */
  | { outcome: 'changed'; now: number }
  /** Fewer than the units unpaid orders hold: nothing changed. */
  | { outcome: 'belowHeld'; held: number }
  | { outcome: 'missing' };

/**
 * Sets a SKU's count on hand to what an editor or operator counted, only while it is still the
 * count they saw: sales and holds go on meanwhile and are never overwritten. Holds stay as they
 * are (available = on hand − held), and on hand cannot drop below what is held.
 */
export async function adjustOnHand(db: Db, skuId: number, to: number, seen: number): Promise<Adjustment> {
  try {
    // Its own savepoint inside a caller's transaction, so a refusal by the CHECK leaves that transaction usable.
    const [sku] = await inTransaction({ db }, ({ db: tx }) =>
      tx
        .update(productSkus)
        .set({ onHand: to })
        .where(and(eq(productSkus.id, skuId), eq(productSkus.onHand, seen)))
        .returning(),
    );
    if (sku) {
      noteTags(...WRITES.stockCounted(sku.productId));
      return { outcome: 'adjusted', sku };
    }
  } catch (error) {
    if (databaseError(error)?.constraint !== 'product_skus_stock_check') throw error;
    const [now] = await db.select({ held: productSkus.held }).from(productSkus).where(eq(productSkus.id, skuId));
    return { outcome: 'belowHeld', held: now?.held ?? 0 };
  }
  const [now] = await db.select({ onHand: productSkus.onHand }).from(productSkus).where(eq(productSkus.id, skuId));
  return now ? { outcome: 'changed', now: now.onHand } : { outcome: 'missing' };
}
