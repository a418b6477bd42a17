import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { basicInfo, countryList, databaseIsUp, routeList, topBannerList } from './service.ts';

export default async function siteRoutes(app: App) {
  route(app, calls.health, async (ctx) => ({ status: 'ok' as const, database: app.database.kind, up: await databaseIsUp(ctx.db) }));
  route(app, calls.routeList, (ctx) => routeList(ctx));
  route(app, calls.countryList, (ctx) => countryList(ctx));
  route(app, calls.topBanners, (ctx) => topBannerList(ctx));
  route(app, calls.basicInfo, (ctx, { query }) => basicInfo(ctx, query.kind));
}
