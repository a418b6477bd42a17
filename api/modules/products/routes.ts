import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import { withLikes } from '../likes/mark.ts';
import { recordView } from '../likes/service.ts';
import * as calls from './contract.ts';
import { recommendations } from './recommend.ts';
import { categoryList, listProducts, maxPrice, productDetail } from './service.ts';

export default async function productRoutes(app: App) {
  route(app, calls.categoryList, (ctx) => categoryList(ctx));
  route(app, calls.maxPrice, (ctx, { query }) => maxPrice(ctx, query.category_id));
  // Public calls that personalise: a signed-in shopper's likes fill is_like.
  route(app, calls.list, async (ctx, { body }) => withLikes(ctx, await listProducts(ctx, body)));
  route(app, calls.detail, async (ctx, { params }) => {
    const detail = await productDetail(ctx, params.id);
    if (ctx.user) await recordView(ctx.db, ctx.user.id, detail.id);
    return withLikes(ctx, detail);
  });
  route(app, calls.recommend, async (ctx, { body }) => withLikes(ctx, await recommendations(ctx, body)));
}
