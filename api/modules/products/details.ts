import { inArray } from 'drizzle-orm';
import { categories, type products } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';
import { localize } from '../../lib/locales.ts';
import { listItemsAndImages, toGallery, type ListRows } from './items.ts';
import type { GalleryImage, ProductDetail } from './schema.ts';

type ProductRow = typeof products.$inferSelect;

/**
 * Product rows as detail answers in the context's language and country, in the order of `rows`:
 * the list item, the rich description, the category and the gallery, with a fixed number of
 * queries whatever the number of products (one detail page or the build's thousand). `loaded`: the
 * SKUs, prices and pictures already read (see listItemsAndImages).
 */
export async function toDetails(ctx: Context, rows: ProductRow[], loaded?: ListRows): Promise<ProductDetail[]> {
  if (rows.length === 0) return [];
  const [{ items, images }, cats] = await Promise.all([
    listItemsAndImages(ctx, rows, loaded),
    ctx.db
      .select()
      .from(categories)
      .where(inArray(categories.id, [...new Set(rows.map((r) => r.categoryId))])),
  ]);
  const categoryOf = new Map(cats.map((c) => [c.id, c]));
  const galleryOf = new Map<number, GalleryImage[]>();
  for (const img of images) galleryOf.set(img.productId, [...(galleryOf.get(img.productId) ?? []), toGallery(img)]);
  return rows.map((row, i) => {
    const category = categoryOf.get(row.categoryId)!;
    return {
      ...items[i],
      slug: row.slug,
      rich_description: localize(row.description, ctx.locale),
      category: { id: category.id, cate_name: localize(category.name, ctx.locale) },
      images: galleryOf.get(row.id) ?? [],
    };
  });
}
