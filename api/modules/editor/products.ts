import { and, asc, count, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { productImages, products, productSkus, skuPrices } from '../../db/schema/index.ts';
import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import { AppError, Code, invalid } from '../../lib/envelope.ts';
import { centsToString } from '../../lib/money.ts';
import { text } from '../../lib/texts.ts';
import { skuStock } from '../orders/stock.ts';
import { urlOf } from '../products/items.ts';
import { ownUploads } from '../upload/storage.ts';
import type { EditorProduct, ProductImagesBody, ProductListQuery } from './products-schema.ts';
import { record } from './change-log.ts';
import { likePattern } from '../../lib/like.ts';

/** Every product, published or not, in id order; `q` finds a name in any locale. */
export async function listProducts(ctx: ShopperContext, query: ProductListQuery) {
  const where: SQL | undefined = query.q
    ? sql`exists (select 1 from jsonb_each_text(${products.name}) as n where n.value ilike ${likePattern(query.q)})`
    : undefined;
  // Named with its table: drizzle leaves the columns of a one-table select unqualified, and inside
  // the subquery a bare "id" would be the image's own (every product got the same cover).
  const productId = sql`${products}.${sql.identifier(products.id.name)}`;
  const cover = sql<Record<string, string> | null>`(select ${productImages.variants} from ${productImages}
    where ${productImages.productId} = ${productId} order by ${productImages.skuId} is not null, ${productImages.sort}, ${productImages.id} limit 1)`;
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        category_id: products.categoryId,
        published: products.published,
        cover,
      })
      .from(products)
      .where(where)
      .orderBy(asc(products.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    ctx.db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    list: rows.map((r) => ({ ...r, cover: r.cover ? urlOf({ variants: r.cover }) : null })),
    total: n,
    page: query.page,
    page_size: query.page_size,
  };
}

/** One product's whole editable record: texts in every locale, images in order, colours with stock and every price. */
export async function productDetail(ctx: ShopperContext, id: number): Promise<EditorProduct> {
  const [product] = await ctx.db.select().from(products).where(eq(products.id, id));
  if (!product) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.productNotFound'));
  const [images, skus, prices] = await Promise.all([
    ctx.db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.sort), asc(productImages.id)),
    ctx.db.select().from(productSkus).where(eq(productSkus.productId, id)).orderBy(asc(productSkus.sort), asc(productSkus.id)),
    ctx.db
      .select({ price: skuPrices })
      .from(skuPrices)
      .innerJoin(productSkus, eq(productSkus.id, skuPrices.skuId))
      .where(eq(productSkus.productId, id))
      .orderBy(asc(skuPrices.countryCode))
      .then((r) => r.map((x) => x.price)),
  ]);
  return {
    id: product.id,
    slug: product.slug,
    category_id: product.categoryId,
    name: product.name,
    subtitle: product.subtitle,
    description: product.description,
    published: product.published,
    images: images.map((img) => ({ id: img.id, url: urlOf(img), width: img.width, height: img.height, sku_id: img.skuId })),
    skus: skus.map((s) => ({
      id: s.id,
      color_name: s.colorName,
      color_card: s.colorCard,
      ...skuStock(s),
      prices: prices
        .filter((p) => p.skuId === s.id)
        .map((p) => ({
          country_code: p.countryCode,
          price: centsToString(p.priceCents),
          original_price: centsToString(p.originalPriceCents),
        })),
    })),
  };
}

/**
 * Sets a product's images to the given list, in that order: images it has keep their files, uploads
 * of this editor (POST /upload/image) are attached, the images left out are removed. A colour named
 * by sku_id must be one of the product's.
 */
export async function setProductImages(ctx: ShopperContext, input: ProductImagesBody) {
  return inTransaction(ctx, async (tx) => {
    const { db } = tx;
    const [product] = await db.select({ id: products.id, name: products.name }).from(products).where(eq(products.id, input.id));
    if (!product) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.productNotFound'));
    const [current, skus] = await Promise.all([
      db.select({ id: productImages.id }).from(productImages).where(eq(productImages.productId, input.id)),
      db.select({ id: productSkus.id }).from(productSkus).where(eq(productSkus.productId, input.id)),
    ]);
    const owned = new Set(current.map((r) => r.id));
    const skuIds = new Set(skus.map((r) => r.id));
    const kept = input.images.flatMap((e) => ('id' in e ? [e.id] : []));
    const stray = kept.find((imageId) => !owned.has(imageId));
    if (stray) throw invalid(`images: image ${stray} is not one of this product's`);
    if (new Set(kept).size !== kept.length) throw invalid('images: an image is listed twice');
    const badSku = input.images.find((e) => e.sku_id != null && !skuIds.has(e.sku_id));
    if (badSku) throw invalid(`images: colour ${badSku.sku_id} is not one of this product's`);
    const urls = input.images.flatMap((e) => ('url' in e ? [e.url] : []));
    const uploaded = new Map((await ownUploads(db, ctx.user.id, urls)).map((u) => [u.url, u]));
    const unknown = urls.find((u) => !uploaded.has(u));
    if (unknown) throw invalid(`images: ${unknown} is not an image you uploaded`);

    await db
      .delete(productImages)
      .where(and(eq(productImages.productId, input.id), kept.length ? notInArray(productImages.id, kept) : undefined));
    for (const [sort, entry] of input.images.entries()) {
      const sku = entry.sku_id === undefined ? {} : { skuId: entry.sku_id };
      if ('id' in entry) {
        await db
          .update(productImages)
          .set({ sort, ...sku })
          .where(eq(productImages.id, entry.id));
      } else {
        const upload = uploaded.get(entry.url)!;
        await db.insert(productImages).values({
          productId: input.id,
          skuId: entry.sku_id ?? null,
          name: product.name.en,
          width: upload.width,
          height: upload.height,
          variants: { [String(upload.width)]: upload.url },
          sort,
        });
      }
    }
    const [named] = await db.select({ name: products.name }).from(products).where(eq(products.id, input.id));
    await record(db, ctx.user.id, 'product.images', { kind: 'product', id: input.id }, { images: input.images }, { label: named?.name });
    return (await productDetail(tx, input.id)).images;
  });
}
