import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import { withLikes } from '../likes/mark.ts';
import * as calls from './contract.ts';
import { bestsellers, curatedProducts, shopBannerList } from './service.ts';

export default async function curatedRoutes(app: App) {
  route(app, calls.homeProducts, async (ctx) => withLikes(ctx, await curatedProducts(ctx, 'home')));
  route(app, calls.aboutProducts, async (ctx) => withLikes(ctx, await curatedProducts(ctx, 'about')));
  route(app, calls.mooliworldProducts, async (ctx) => withLikes(ctx, await curatedProducts(ctx, 'mooliworld')));
  route(app, calls.momentProducts, async (ctx) => withLikes(ctx, await curatedProducts(ctx, 'moment')));
  route(app, calls.experienceProducts, async (ctx) => withLikes(ctx, await curatedProducts(ctx, 'experience')));
  route(app, calls.bestsellers, async (ctx, { body }) => withLikes(ctx, await bestsellers(ctx, body)));
  route(app, calls.shopBanners, (ctx) => shopBannerList(ctx));
}
