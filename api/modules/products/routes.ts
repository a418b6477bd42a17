import { optionalUser } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { localeOf } from '../../lib/request.ts';
import type { App } from '../../lib/types.ts';
import { CountryQuery, MaxPriceQuery, ProductIdParams, ProductListBody, RecommendBody } from './schema.ts';
import { LangQuery } from '../site/schema.ts';
import { recommendations } from './recommend.ts';
import { categoryList, listProducts, maxPrice, productDetail } from './service.ts';
import { withLikes } from '../likes/mark.ts';
import { recordView } from '../likes/service.ts';

export default async function productRoutes(app: App) {
  app.get('/product/category/getList', { schema: { querystring: LangQuery } }, async (req) => ok(await categoryList(app.db, localeOf(req))));
  app.get('/product/getMaxPrice', { schema: { querystring: MaxPriceQuery } }, async (req) =>
    ok(await maxPrice(app.db, req.query.country_code, req.query.category_id)));
  // Public calls that personalise: a signed-in shopper's likes fill is_like.
  app.post('/product/getList', { schema: { body: ProductListBody }, onRequest: optionalUser }, async (req) =>
    ok(await withLikes(app.db, req.user?.id, await listProducts(app.db, req.body, localeOf(req)))));
  app.get('/product/getDetail/:id', { schema: { params: ProductIdParams, querystring: CountryQuery }, onRequest: optionalUser }, async (req) => {
    const detail = await productDetail(app.db, req.params.id, localeOf(req), req.query.country_code);
    if (req.user) await recordView(app.db, req.user.id, detail.id);
    return ok(await withLikes(app.db, req.user?.id, detail));
  });
  app.post('/product/recommend', { schema: { body: RecommendBody }, onRequest: optionalUser }, async (req) =>
    ok(await withLikes(app.db, req.user?.id, await recommendations(app.db, req.body, localeOf(req)))));
}
