import { cachedRoute } from '../../lib/reads/cached-route.ts';
import { Tag } from '../../lib/reads/tags.ts';
import type { App } from '../../lib/types.ts';
import { withLikes } from '../likes/mark.ts';
import { recordView } from '../likes/service.ts';
import * as calls from './contract.ts';
import { recommendations } from './recommend.ts';
import { categoryList, listProducts, maxPrice, productDetail } from './service.ts';
import { listTags, productTags } from './tags.ts';

// Answers come from the read cache; a signed-in shopper's likes are laid over them (withLikes).
export default async function productRoutes(app: App) {
  cachedRoute(app, calls.categoryList, { compute: (ctx) => categoryList(ctx), tags: () => [Tag.categories] });
  cachedRoute(app, calls.maxPrice, {
    compute: (ctx, { query }) => maxPrice(ctx, query.category_id),
    tags: (_, { query }) => [Tag.catalogue, Tag.byPrice, ...(query.category_id ? [Tag.category(query.category_id)] : [])],
  });
  cachedRoute(app, calls.list, {
    compute: (ctx, { body }) => listProducts(ctx, body),
    tags: (page, { body }) => listTags(body, page.list),
    personal: withLikes,
  });
  cachedRoute(app, calls.detail, {
    compute: (ctx, { params }) => productDetail(ctx, params.id),
    tags: (detail) => [Tag.product(detail.id), Tag.category(detail.category.id)],
    personal: async (ctx, detail) => {
      await recordView(ctx.db, ctx.user.id, detail.id);
      return withLikes(ctx, detail);
    },
  });
  cachedRoute(app, calls.recommend, {
    compute: (ctx, { body }) => recommendations(ctx, body),
    // The pool is ranked by stock, category, price band and sales of the whole catalogue.
    tags: (items, { body }) => [Tag.catalogue, Tag.byStock, Tag.bySold, Tag.byPrice, Tag.product(body.product_id), ...productTags(items)],
    personal: withLikes,
  });
}
