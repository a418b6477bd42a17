import { cachedRoute, type CachePolicy } from '../../lib/reads/cached-route.ts';
import { Tag } from '../../lib/reads/tags.ts';
import type { App } from '../../lib/types.ts';
import { withLikes } from '../likes/mark.ts';
import type { CallOutput } from '../../lib/contract.ts';
import type { CuratedPage } from '../products/rules.ts';
import type { ProductListItem } from '../products/schema.ts';
import { listTags, productTags } from '../products/tags.ts';
import * as calls from './contract.ts';
import { bestsellers, curatedProducts, shopBannerList } from './service.ts';

/** What each curated list's rule (./lists.ts) orders and filters by, besides "in stock somewhere". */
const ruleTags: Record<CuratedPage, Tag[]> = {
  home: [Tag.bySold],
  about: [Tag.byRating],
  mooliworld: [],
  moment: [Tag.byPrice, Tag.bySold],
  experience: [Tag.byRating],
};

/** The five curated calls differ only in their path and rule. */
const curated = <C extends (typeof calls)[`${CuratedPage}Products`]>(page: CuratedPage): CachePolicy<C> => ({
  compute: (ctx) => curatedProducts(ctx, page) as Promise<CallOutput<C>>,
  tags: (items) => [Tag.catalogue, Tag.byStock, ...ruleTags[page], ...productTags(items as ProductListItem[])],
  personal: withLikes,
});

export default async function curatedRoutes(app: App) {
  cachedRoute(app, calls.homeProducts, curated('home'));
  cachedRoute(app, calls.aboutProducts, curated('about'));
  cachedRoute(app, calls.mooliworldProducts, curated('mooliworld'));
  cachedRoute(app, calls.momentProducts, curated('moment'));
  cachedRoute(app, calls.experienceProducts, curated('experience'));
  cachedRoute(app, calls.bestsellers, {
    compute: (ctx, { body }) => bestsellers(ctx, body),
    tags: (page, { body }) => listTags({ ...body, sort: 'best_selling' }, page.list),
    personal: withLikes,
  });
  cachedRoute(app, calls.shopBanners, { compute: (ctx) => shopBannerList(ctx), tags: () => [Tag.banners] });
}
