import { sameSecret } from '../../lib/secrets.ts';
import type { FastifyRequest } from 'fastify';
import { cachedRoute } from '../../lib/reads/cached-route.ts';
import { Tag } from '../../lib/reads/tags.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { blogPages, productPagesBytes } from './service.ts';

/** The build worker's builds send the API's BUILD_TOKEN as `X-Build-Token`: they read the whole catalogue several times a minute and are not limited. */
const ownBuild = (req: FastifyRequest) => sameSecret(req.headers['x-build-token'], req.server.config.BUILD_TOKEN);

/** The build's bulk reads; limited per client otherwise, as a whole catalogue is a heavy answer. */
export default async function buildRoutes(app: App) {
  const limited = { config: { rateLimit: { max: 60, timeWindow: 60_000, allowList: ownBuild } } };
  // Kept in the read cache like the per-page calls it stands for (detail, reviews, solved problems,
  // recommendations), with their tags: a publish asks it again to learn whether anything changed,
  // and with nothing written since, the answer is the stored bytes.
  cachedRoute(app, calls.productPages, { computeBytes: (ctx, { query }) => productPagesBytes(ctx, query, app.reads) }, limited);
  // Every post in a language: about 0.4 s to compute at 200 posts, asked by every publish.
  cachedRoute(app, calls.blogPages, { compute: (ctx) => blogPages(ctx), tags: () => [Tag.posts] }, limited);
}
