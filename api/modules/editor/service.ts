import { and, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, blogPosts, categories, products, productSkus, skuPrices, users } from '../../db/schema/index.ts';
import { beforeOf, record } from './change-log.ts';
import { upsertPrices } from './prices.ts';
import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import { AppError, Code, conflict, invalid } from '../../lib/envelope.ts';
import { inWorkspace, recordAction } from '../operator/audit.ts';
import { adjustOnHand, skuStock } from '../orders/stock.ts';
import { centsToString, stringToCents } from '../../lib/money.ts';
import { text } from '../../lib/texts.ts';
import { cleanLocalized } from '../../lib/rich-text.ts';
import type { ArticleUpdateBody, BlogUpdateBody, ProductUpdateBody, SkuUpdateBody } from './schema.ts';
import { listRole, setRole } from '../user/roles.ts';

export async function editorOf(ctx: ShopperContext) {
  const [me] = await ctx.db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(eq(users.id, ctx.user.id));
  return me;
}

/**
 * Merges the given locales into the product's names, subtitles and descriptions (others keep theirs;
 * descriptions sanitized), moves it to another category and sets whether it is published, with the
 * change recorded in the same transaction. The catalogue's search rows follow through the products
 * table's triggers.
 */
export async function updateProduct(ctx: ShopperContext, input: ProductUpdateBody) {
  return inTransaction(ctx, async ({ db }) => {
    const description = input.description && cleanLocalized(input.description);
    if (input.category_id !== undefined) {
      const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id));
      if (!category) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.categoryNotFound'));
    }
    const [was] = await db.select().from(products).where(eq(products.id, input.id)).for('update');
    if (!was) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.productNotFound'));
    const [row] = await db
      .update(products)
      .set({
        ...(input.name ? { name: merged(products.name, input.name) } : {}),
        ...(input.subtitle ? { subtitle: merged(products.subtitle, input.subtitle) } : {}),
        ...(description ? { description: merged(products.description, description) } : {}),
        ...(input.category_id !== undefined ? { categoryId: input.category_id } : {}),
        ...(input.published !== undefined ? { published: input.published } : {}),
      })
      .where(eq(products.id, input.id))
      .returning({
        id: products.id,
        name: products.name,
        subtitle: products.subtitle,
        description: products.description,
        category_id: products.categoryId,
        published: products.published,
      });
    if (!row) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.productNotFound'));
    const { id, ...changes } = input;
    const detail = { ...changes, description };
    await record(db, ctx.user.id, 'product.update', { kind: 'product', id }, detail, { label: was.name, before: beforeOf(was, detail) });
    return row;
  });
}

/** `column || patch`: the given locales replace theirs, the others stay. */
export const merged = (column: AnyColumn, patch: Record<string, string | undefined>) => sql`${column} || ${JSON.stringify(patch)}::jsonb`;

/**
 * What a write of titles and HTML contents per locale sets (articles, info pages): the given locales
 * replace theirs, and the HTML goes through the same sanitizer as every article write. Returns the
 * sanitized contents too, for the change record.
 */
export function titleAndContent(
  table: { title: AnyColumn; content: AnyColumn },
  input: { title?: Record<string, string | undefined>; content?: Record<string, string | undefined> },
) {
  const content = input.content && cleanLocalized(input.content);
  return {
    content,
    set: {
      ...(input.title ? { title: merged(table.title, input.title) } : {}),
      ...(content ? { content: merged(table.content, content) } : {}),
    },
  };
}

/** An article's titles and contents per locale. */
export async function updateArticle(ctx: ShopperContext, input: ArticleUpdateBody) {
  return inTransaction(ctx, async ({ db }) => {
    const { content, set } = titleAndContent(articles, input);
    const [was] = await db.select().from(articles).where(eq(articles.key, input.key)).for('update');
    if (!was) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.articleNotFound'));
    const [row] = await db.update(articles).set(set).where(eq(articles.key, input.key)).returning();
    const detail = { title: input.title, content };
    await record(db, ctx.user.id, 'article.update', { kind: 'article', key: input.key }, detail, {
      label: was.title,
      before: beforeOf(was, detail),
    });
    return row;
  });
}

/** A blog post's titles, summaries and bodies per locale (bodies sanitized), or whether it is published. */
export async function updatePost(ctx: ShopperContext, input: BlogUpdateBody) {
  return inTransaction(ctx, async ({ db }) => {
    const body = input.body && cleanLocalized(input.body);
    const [was] = await db.select().from(blogPosts).where(eq(blogPosts.id, input.id)).for('update');
    if (!was) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.postNotFound'));
    const [row] = await db
      .update(blogPosts)
      .set({
        ...(input.title ? { title: merged(blogPosts.title, input.title) } : {}),
        ...(input.summary ? { summary: merged(blogPosts.summary, input.summary) } : {}),
        ...(body ? { body: merged(blogPosts.body, body) } : {}),
        ...(input.published !== undefined ? { published: input.published } : {}),
      })
      .where(eq(blogPosts.id, input.id))
      .returning({ id: blogPosts.id, title: blogPosts.title, summary: blogPosts.summary, published: blogPosts.published });
    if (!row) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.postNotFound'));
    const { id, ...changes } = input;
    const detail = { ...changes, body };
    await record(db, ctx.user.id, 'blog.update', { kind: 'post', id }, detail, { label: was.title, before: beforeOf(was, detail) });
    return row;
  });
}

/**
 * Sets a colour's names, swatch and count on hand (an adjustment that names the count the editor
 * saw, api/modules/orders/stock.ts) and upserts its prices per country (the original price
 * defaults to the price). The catalogue's price ranges follow through the sku_prices triggers.
 */
export async function updateSku(ctx: ShopperContext, input: SkuUpdateBody) {
  const countries = Object.keys(input.prices ?? {});
  const unknown = countries.find((c) => !ctx.countries.codes.has(c));
  if (unknown) throw invalid(`prices: unknown country ${unknown}`);
  return inTransaction(ctx, async ({ db }) => {
    const [was] = await db
      .select({ sku: productSkus, product: products.name })
      .from(productSkus)
      .innerJoin(products, eq(products.id, productSkus.productId))
      .where(eq(productSkus.id, input.id));
    if (!was) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.skuNotFound'));
    const pricesWere = countries.length
      ? await db
          .select()
          .from(skuPrices)
          .where(and(eq(skuPrices.skuId, input.id), inArray(skuPrices.countryCode, countries)))
      : [];
    const set = {
      ...(input.color_name ? { colorName: merged(productSkus.colorName, input.color_name) } : {}),
      ...(input.color_card ? { colorCard: input.color_card } : {}),
    };
    const [found] =
      Object.keys(set).length > 0
        ? await db.update(productSkus).set(set).where(eq(productSkus.id, input.id)).returning()
        : await db.select().from(productSkus).where(eq(productSkus.id, input.id));
    if (!found) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.skuNotFound'));
    let sku = found;
    if (input.on_hand !== undefined && input.on_hand_seen !== undefined) {
      const adjusted = await adjustOnHand(db, sku.id, input.on_hand, input.on_hand_seen);
      if (adjusted.outcome === 'changed') throw conflict(text(ctx.locale, 'api.editor.stockChanged', { now: adjusted.now }));
      if (adjusted.outcome === 'belowHeld') throw conflict(text(ctx.locale, 'api.editor.stockBelowHeld', { held: adjusted.held }));
      if (adjusted.outcome === 'adjusted') {
        sku = adjusted.sku;
        if (input.on_hand !== input.on_hand_seen)
          await recordAction(db, inWorkspace(ctx), 'stock.adjust', `sku:${sku.id}`, { from: input.on_hand_seen, to: input.on_hand });
      }
    }
    if (countries.length) {
      const rows = Object.entries(input.prices!).map(([countryCode, p]) => ({
        skuId: sku.id,
        countryCode,
        priceCents: stringToCents(p.price),
        originalPriceCents: stringToCents(p.original_price ?? p.price),
      }));
      await upsertPrices(db, rows);
    }
    const { id, ...changes } = input;
    const before = beforeOf(was.sku, changes) ?? {};
    if (countries.length) {
      const priceOf = (cents: number | undefined) => (cents === undefined ? null : centsToString(cents));
      before.prices = Object.fromEntries(
        countries.map((c) => {
          const p = pricesWere.find((r) => r.countryCode === c);
          return [c, p ? { price: priceOf(p.priceCents), original_price: priceOf(p.originalPriceCents) } : null];
        }),
      );
    }
    const label = Object.fromEntries(
      Object.entries(was.product).map(([l, name]) => [l, `${name} · ${was.sku.colorName[l] ?? was.sku.colorName.en}`]),
    );
    await record(db, ctx.user.id, 'sku.update', { kind: 'sku', id }, changes, { label, before });
    const prices = await db.select().from(skuPrices).where(eq(skuPrices.skuId, sku.id)).orderBy(skuPrices.countryCode);
    return {
      id: sku.id,
      color_name: sku.colorName,
      color_card: sku.colorCard,
      ...skuStock(sku),
      prices: prices.map((p) => ({
        country_code: p.countryCode,
        price: centsToString(p.priceCents),
        original_price: centsToString(p.originalPriceCents),
      })),
    };
  });
}

/** Grants or withdraws the editor role (`npm run editors`). */
export const setEditor = async (db: Db, email: string, isEditor: boolean) => {
  const row = await setRole(db, email, 'editor', isEditor);
  return { email: row.email, isEditor: row.on };
};

/** The editors, for the operator's `list`. */
export const listEditors = (db: Db) => listRole(db, 'editor');
