import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { editorOf, updateProduct } from './service.ts';

/** Calls for editors only (auth 'editor': 4001 signed out, 403 for other shoppers). */
export default async function editorRoutes(app: App) {
  route(app, calls.me, (ctx) => editorOf(ctx));
  route(app, calls.productUpdate, (ctx, { body }) => updateProduct(ctx, body));
}
