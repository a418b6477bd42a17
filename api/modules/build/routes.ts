import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { blogPages, productPages } from './service.ts';

/** The build's bulk reads; limited per client, as a whole catalogue is a heavy answer. */
export default async function buildRoutes(app: App) {
  const perIp = { config: { rateLimit: { max: 60, timeWindow: 60_000 } } };
  route(app, calls.productPages, (ctx) => productPages(ctx), perIp);
  route(app, calls.blogPages, (ctx) => blogPages(ctx), perIp);
}
