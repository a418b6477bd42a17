import { cachedRoute } from '../../lib/reads/cached-route.ts';
import { Tag } from '../../lib/reads/tags.ts';
import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { basicInfo, countryList, routeList, topBannerList } from './service.ts';

export default async function siteRoutes(app: App) {
  cachedRoute(app, calls.routeList, { compute: (ctx) => routeList(ctx), tags: () => [Tag.routes] });
  route(app, calls.countryList, (ctx) => countryList(ctx));
  cachedRoute(app, calls.topBanners, { compute: (ctx) => topBannerList(ctx), tags: () => [Tag.banners] });
  route(app, calls.basicInfo, (ctx, { query }) => basicInfo(ctx, query.kind));
}
