import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { toggleLike, userProductList } from './service.ts';

/** Likes and browsing history of the signed-in shopper; all calls need a token. */
export default async function likesRoutes(app: App) {
  route(app, calls.toggle, (ctx, { body }) => toggleLike(ctx, body.product_id));
  route(app, calls.toggleByQuery, (ctx, { query }) => toggleLike(ctx, query.product_id));
  route(app, calls.likedList, (ctx, { body }) => userProductList(ctx, 'liked', body));
  route(app, calls.historyList, (ctx, { body }) => userProductList(ctx, 'history', body));
}
