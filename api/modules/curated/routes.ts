import { optionalUser } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { localeOf } from '../../lib/request.ts';
import type { App } from '../../lib/types.ts';
import { LangQuery } from '../site/schema.ts';
import { BestsellerBody, CURATED_PAGES, CuratedListQuery } from '../products/schema.ts';
import { withLikes } from '../likes/mark.ts';
import { bestsellers, curatedProducts, shopBannerList } from './service.ts';

export default async function curatedRoutes(app: App) {
  for (const page of CURATED_PAGES) {
    app.get(`/${page}/product/getList`, { schema: { querystring: CuratedListQuery }, onRequest: optionalUser }, async (req) =>
      ok(await withLikes(app.db, req.user?.id, await curatedProducts(app.db, page, req.query.country_code, localeOf(req)))));
  }
  app.post('/bestseller/product/getList', { schema: { body: BestsellerBody }, onRequest: optionalUser }, async (req) =>
    ok(await withLikes(app.db, req.user?.id, await bestsellers(app.db, req.body, localeOf(req)))));
  // The storefront posts without a body; `lang` may come in the query string.
  app.post('/shop/banner/getList', { schema: { querystring: LangQuery } }, async (req) => ok(await shopBannerList(app.db, localeOf(req))));
}
