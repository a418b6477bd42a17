import type { APIRequestContext } from '@playwright/test';
import type { ProductDetail } from '../../api/modules/products/schema.ts';
import type { RouteGroup } from '../../api/modules/site/schema.ts';

/** The API's own answer for a product, found by its route (what the page should show). */
export async function productByRoute(request: APIRequestContext, route: string, lang = 'en'): Promise<ProductDetail> {
  const groups = (await (await request.get('/api/route/getList')).json()).data as RouteGroup[];
  const child = groups.find((g) => g.label === 'product')!.children.find((c) => c.route === route);
  if (!child) throw new Error(`No product route ${route}`);
  return (await (await request.get(`/api/product/getDetail/${child.id}?lang=${lang}`)).json()).data as ProductDetail;
}
