import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import { withLikes } from '../likes/mark.ts';
import * as calls from './contract.ts';
import { halloweenProducts } from './service.ts';

export default async function campaignRoutes(app: App) {
  route(app, calls.halloweenProducts, async (ctx) => withLikes(ctx, await halloweenProducts(ctx)));
}
