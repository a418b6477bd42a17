import { ok } from '../../lib/envelope.ts';
import { localeOf } from '../../lib/request.ts';
import type { App } from '../../lib/types.ts';
import { BasicInfoQuery, CountryListQuery, LangQuery } from './schema.ts';
import { basicInfo, countryList, databaseIsUp, routeList, topBannerList } from './service.ts';

export default async function siteRoutes(app: App) {
  app.get('/health', async () => ok({ status: 'ok', database: app.database.kind, up: await databaseIsUp(app.db) }));
  app.get('/route/getList', { schema: { querystring: LangQuery } }, async (req) => ok(await routeList(app.db, localeOf(req))));
  app.get('/country/getList', { schema: { querystring: CountryListQuery } }, async (req) =>
    ok(await countryList(app.db, localeOf(req), req.query.country_code)));
  app.get('/home/top/getList', { schema: { querystring: LangQuery } }, async (req) => ok(await topBannerList(app.db, localeOf(req))));
  app.get('/basicInfo/get', { schema: { querystring: BasicInfoQuery } }, async (req) =>
    ok(await basicInfo(app.db, req.query.kind, localeOf(req))));
}
