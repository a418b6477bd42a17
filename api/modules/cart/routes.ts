import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { addOrderToCart, addToCart, cartCount, cartView, changeQuantity, removeLines } from './service.ts';

/** The signed-in shopper's cart; answers after a change carry the fresh cart and prices. */
export default async function cartRoutes(app: App) {
  route(app, calls.add, async (ctx, { body }) => {
    const id = await addToCart(ctx, body.product_sku_id, body.num);
    return { id, ...(await cartView(ctx)) };
  });
  route(app, calls.list, (ctx, { query }) => cartView(ctx, query.coupon_code));
  route(app, calls.count, async (ctx) => ({ count: await cartCount(ctx) }));
  route(app, calls.changeNum, async (ctx, { body }) => {
    await changeQuantity(ctx, body.cart_id, body.num);
    return cartView(ctx, body.coupon_code);
  });
  route(app, calls.remove, async (ctx, { body }) => {
    await removeLines(ctx, Array.isArray(body.cart_id) ? body.cart_id : [body.cart_id]);
    return cartView(ctx, body.coupon_code);
  });
  route(app, calls.couponCalculate, (ctx, { query }) => cartView(ctx, query.coupon_code, true));
  route(app, calls.fromOrder, (ctx, { body }) => addOrderToCart(ctx, body.order_id));
}
