import { cachedRoute } from '../../lib/reads/cached-route.ts';
import { Tag } from '../../lib/reads/tags.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { bannerList, tileList } from './service.ts';

/** The home page's content sections. */
export default async function homeRoutes(app: App) {
  cachedRoute(app, calls.banners, { compute: (ctx) => bannerList(ctx), tags: () => [Tag.banners] });
  cachedRoute(app, calls.explore, { compute: (ctx) => tileList(ctx, 'explore'), tags: () => [Tag.banners] });
  cachedRoute(app, calls.moolitime, { compute: (ctx) => tileList(ctx, 'moolitime'), tags: () => [Tag.banners] });
}
