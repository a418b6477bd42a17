import { asc, eq } from 'drizzle-orm';
import { products, productSkus } from '../../../api/db/schema/index.ts';
import { setEditor } from '../../../api/modules/editor/service.ts';
import type { App } from '../../../api/lib/types.ts';
import { bearer, signIn } from './auth.ts';
import { call, type TestContext } from './context.ts';

/** A signed-in editor's headers. */
export async function editorHeaders(ctx: TestContext, email: string): Promise<Record<string, string>> {
  const token = await signIn(ctx, email);
  await setEditor(ctx.db, email, true);
  return bearer(token);
}

export const detailOf = (app: App, id: number, headers: Record<string, string> = {}) =>
  call(app, 'GET', `/api/product/getDetail/${id}`, { headers });

export const listPage = (app: App, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(app, 'POST', '/api/product/getList', { body, headers });

export const searchFor = (app: App, keywords: string, lang = 'en') =>
  call(app, 'POST', '/api/product/search', { body: { keywords, lang } });

/** The published products of the demo shop with their SKUs, by id. */
export async function catalogue(ctx: TestContext) {
  const rows = await ctx.db.select().from(products).where(eq(products.published, true)).orderBy(asc(products.id));
  const skus = await ctx.db.select().from(productSkus).orderBy(asc(productSkus.id));
  return rows.map((p) => ({ ...p, skus: skus.filter((s) => s.productId === p.id) }));
}

/** Every item of a category's product list (one page of 100), as the shop lists it. */
export async function categoryItems(app: App, categoryId: number, headers: Record<string, string> = {}) {
  const page = await listPage(app, { category_id: categoryId, page_size: 100 }, headers);
  return page.data.list as Array<{
    id: number;
    product_name: string;
    is_like: boolean;
    product_sku_info: Array<{ id: number; stock_num: number }>;
  }>;
}
