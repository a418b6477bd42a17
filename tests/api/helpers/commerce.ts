import { asc, eq, sql } from 'drizzle-orm';
import { productSkus, products, users } from '../../../api/db/schema/index.ts';
import { issueSession, sessionPolicy } from '../../../api/lib/sessions.ts';
import { call, type TestContext } from './context.ts';

/** A SKU of a published product with `stock` units available (on hand beyond what is held; tests own their stock). */
export async function skuWithStock(ctx: TestContext, stock: number, skip = 0): Promise<number> {
  const rows = await ctx.db
    .select({ id: productSkus.id })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(eq(products.published, true))
    .orderBy(asc(productSkus.id))
    .limit(1)
    .offset(skip);
  await ctx.db
    .update(productSkus)
    .set({ onHand: sql`${stock} + ${productSkus.held}` })
    .where(eq(productSkus.id, rows[0].id));
  return rows[0].id;
}

export const stockOf = async (ctx: TestContext, skuId: number) =>
  (await ctx.db.select({ n: productSkus.stockNum }).from(productSkus).where(eq(productSkus.id, skuId)))[0].n;

export const addToCart = (ctx: TestContext, headers: Record<string, string>, skuId: number, num = 1) =>
  call(ctx.app, 'POST', '/api/cart/product/add', { body: { product_sku_id: skuId, num }, headers });

export const cartList = (ctx: TestContext, headers: Record<string, string>, query = '') =>
  call(ctx.app, 'GET', `/api/cart/getList${query}`, { headers });

/** Submits the shopper's cart as the storefront does: its lines and the total it shows. */
export async function checkout(
  ctx: TestContext,
  headers: Record<string, string>,
  extra: {
    coupon_code?: string;
    country_code?: string;
    total_price?: string;
    funding_source?: 'paypal' | 'venmo' | 'paylater' | 'card';
    user_remark?: string;
  } = {},
) {
  const q = new URLSearchParams({
    ...(extra.country_code ? { country_code: extra.country_code } : {}),
    ...(extra.coupon_code ? { coupon_code: extra.coupon_code } : {}),
  });
  const cart = await cartList(ctx, headers, `?${q}`);
  return call(ctx.app, 'POST', '/api/order/create', {
    headers,
    body: {
      source: 'cart',
      product_spec: cart.data.cartData.map((l: { product_sku_id: number; num: number; product_name: string }) => ({
        product_sku_id: l.product_sku_id,
        num: l.num,
        name: l.product_name,
      })),
      coupon_code: extra.coupon_code,
      total_price: extra.total_price ?? cart.data.priceData.total_price,
      country_code: extra.country_code,
      funding_source: extra.funding_source,
      user_remark: extra.user_remark,
    },
  });
}

/** The buyer approves the PayPal order in the (emulated) approval window. */
export const approve = (
  ctx: TestContext,
  paypalOrderId: string,
  outcome: 'approve' | 'declined' | 'pending' = 'approve',
  country?: string,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/paypal-sandbox/buyer/orders/${paypalOrderId}/approve`,
    payload: { funding: 'paypal', outcome, ...(country ? { country } : {}) },
  });

export const capture = (ctx: TestContext, headers: Record<string, string>, paypalOrderId: string) =>
  call(ctx.app, 'GET', `/api/order/capture?paypal_order_id=${paypalOrderId}`, { headers });

/** Many shoppers at once, straight into the database (signing in through e-mail is tested elsewhere). */
export async function shoppers(ctx: TestContext, prefix: string, n: number): Promise<Array<Record<string, string>>> {
  const rows = await ctx.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ email: `${prefix}-${i}@example.com`, username: `${prefix}${i}` })))
    .returning({ id: users.id });
  const policy = sessionPolicy(ctx.config);
  return Promise.all(rows.map(async (r) => ({ authorization: `Bearer ${await issueSession(ctx.db, r.id, policy)}` })));
}

/** A new shopper with one paid order of `num` units of a SKU set to `stock` units. */
export async function paidOrder(ctx: TestContext, name: string, skip: number, num = 1, stock = 5) {
  const [me] = await shoppers(ctx, name, 1);
  const sku = await skuWithStock(ctx, stock, skip);
  await addToCart(ctx, me, sku, num);
  const { data } = await checkout(ctx, me);
  await approve(ctx, data.paypal_order_id);
  const paid = await capture(ctx, me, data.paypal_order_id);
  if (paid.status !== 200) throw new Error(`capture failed: ${paid.message}`);
  return { me, sku, ...(data as { order_id: number; order_no: string; paypal_order_id: string }) };
}
