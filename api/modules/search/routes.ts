import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import { withLikes } from '../likes/mark.ts';
import * as calls from './contract.ts';
import { searchProducts } from './service.ts';

export default async function searchRoutes(app: App) {
  route(app, calls.search, async (ctx, { body }) => withLikes(ctx, await searchProducts(ctx, body)));
}
