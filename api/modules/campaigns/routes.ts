import { cachedRoute } from '../../lib/reads/cached-route.ts';
import { Tag } from '../../lib/reads/tags.ts';
import type { App } from '../../lib/types.ts';
import { withLikes } from '../likes/mark.ts';
import { productTags } from '../products/tags.ts';
import * as calls from './contract.ts';
import { halloweenProducts } from './service.ts';

export default async function campaignRoutes(app: App) {
  // Dark colours in stock, best sellers first: what is listed, stock and sales decide the list.
  cachedRoute(app, calls.halloweenProducts, {
    compute: (ctx) => halloweenProducts(ctx),
    tags: (items) => [Tag.catalogue, Tag.byStock, Tag.bySold, ...productTags(items)],
    personal: withLikes,
  });
}
