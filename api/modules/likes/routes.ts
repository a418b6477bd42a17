import { requireUser, userOf } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { localeOf } from '../../lib/request.ts';
import type { App } from '../../lib/types.ts';
import type { Page, ProductListItem } from '../products/schema.ts';
import { LikeBody, LikeQuery, UserProductListBody, type LikeResult } from '../user/schema.ts';
import { historyList, likedList, toggleLike } from './service.ts';

/** Likes and browsing history of the signed-in shopper; all calls need a token. */
export default async function likesRoutes(app: App) {
  app.addHook('onRequest', requireUser);

  app.post('/user/liked/dolike', { schema: { body: LikeBody } }, async (req) =>
    ok<LikeResult>({ is_like: await toggleLike(app.db, userOf(req).id, req.body.product_id) }));
  app.get('/productLike/doLike', { schema: { querystring: LikeQuery } }, async (req) =>
    ok<LikeResult>({ is_like: await toggleLike(app.db, userOf(req).id, req.query.product_id) }));

  app.post('/user/liked/getList', { schema: { body: UserProductListBody } }, async (req) =>
    ok<Page<ProductListItem>>(await likedList(app.db, userOf(req).id, req.body, localeOf(req))));
  app.post('/user/history/getList', { schema: { body: UserProductListBody } }, async (req) =>
    ok<Page<ProductListItem>>(await historyList(app.db, userOf(req).id, req.body, localeOf(req))));
}
