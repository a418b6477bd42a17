import { eq } from 'drizzle-orm';
import type { Localized } from '../../../api/db/schema/index.ts';
import { categories, products, productSkus, skuPrices } from '../../../api/db/schema/index.ts';
import type { TestContext } from './context.ts';

export interface TestProduct {
  slug: string;
  name: Localized;
  subtitle?: Localized;
  /** Category slug of the demo shop; the first category when absent. */
  category?: string;
  soldCount?: number;
  published?: boolean;
  /** One SKU per entry: colour name, stock and US price in cents (other countries fall back to it). */
  skus?: Array<{ color?: Localized; stock?: number; priceCents?: number; prices?: Record<string, number> }>;
}

/** Inserts a product of a test's own (beside the demo shop) and returns its id. */
export async function insertProduct(ctx: TestContext, p: TestProduct): Promise<number> {
  const [category] = p.category
    ? await ctx.db.select().from(categories).where(eq(categories.slug, p.category))
    : await ctx.db.select().from(categories).orderBy(categories.sort).limit(1);
  const [row] = await ctx.db
    .insert(products)
    .values({
      slug: p.slug,
      categoryId: category.id,
      name: p.name,
      subtitle: p.subtitle ?? { en: `${p.name.en} subtitle` },
      description: { en: `<p>${p.name.en}</p>` },
      soldCount: p.soldCount ?? 0,
      published: p.published ?? true,
    })
    .returning({ id: products.id });
  for (const [i, s] of (p.skus ?? [{}]).entries()) {
    const [sku] = await ctx.db
      .insert(productSkus)
      .values({
        productId: row.id,
        colorName: s.color ?? { en: 'Pearl White' },
        colorCard: '#f5f1ea',
        onHand: s.stock ?? 10,
        sort: i,
      })
      .returning({ id: productSkus.id });
    const prices = s.prices ?? { US: s.priceCents ?? 1999 };
    await ctx.db.insert(skuPrices).values(
      Object.entries(prices).map(([countryCode, cents]) => ({
        skuId: sku.id,
        countryCode,
        priceCents: cents,
        originalPriceCents: cents,
      })),
    );
  }
  return row.id;
}
