import { cachedRoute } from '../../lib/reads/cached-route.ts';
import { Tag } from '../../lib/reads/tags.ts';
import type { App } from '../../lib/types.ts';
import { withLikes } from '../likes/mark.ts';
import { productTags } from '../products/tags.ts';
import * as calls from './contract.ts';
import { searchProducts } from './service.ts';

export default async function searchRoutes(app: App) {
  // Matches rest on every product's texts, ranking ties on sales.
  cachedRoute(app, calls.search, {
    compute: (ctx, { body }) => searchProducts(ctx, body),
    tags: (page) => [Tag.search, Tag.catalogue, Tag.bySold, ...productTags(page.list)],
    personal: withLikes,
  });
}
