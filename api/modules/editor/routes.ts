import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { editorOf, listChanges, updateArticle, updatePost, updateProduct, updateSku } from './service.ts';

/** Calls for editors only (auth 'editor': 4001 signed out, 403 for other shoppers). */
export default async function editorRoutes(app: App) {
  route(app, calls.me, (ctx) => editorOf(ctx));
  route(app, calls.productUpdate, (ctx, { body }) => updateProduct(ctx, body));
  route(app, calls.articleUpdate, (ctx, { body }) => updateArticle(ctx, body));
  route(app, calls.blogUpdate, (ctx, { body }) => updatePost(ctx, body));
  route(app, calls.skuUpdate, (ctx, { body }) => updateSku(ctx, body));
  route(app, calls.changes, (ctx, { query }) => listChanges(ctx, query));
}
