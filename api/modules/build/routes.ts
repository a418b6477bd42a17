import { sameSecret } from '../../lib/secrets.ts';
import type { FastifyRequest } from 'fastify';
import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { blogPages, productPages } from './service.ts';

/** The build worker's builds send the API's BUILD_TOKEN as `X-Build-Token`: they read the whole catalogue several times a minute and are not limited. */
const ownBuild = (req: FastifyRequest) => sameSecret(req.headers['x-build-token'], req.server.config.BUILD_TOKEN);

/** The build's bulk reads; limited per client otherwise, as a whole catalogue is a heavy answer. */
export default async function buildRoutes(app: App) {
  const limited = { config: { rateLimit: { max: 60, timeWindow: 60_000, allowList: ownBuild } } };
  route(app, calls.productPages, (ctx, { query }) => productPages(ctx, query), limited);
  route(app, calls.blogPages, (ctx) => blogPages(ctx), limited);
}
