import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { bannerList, tileList } from './service.ts';

/** The home page's content sections. */
export default async function homeRoutes(app: App) {
  route(app, calls.banners, (ctx) => bannerList(ctx));
  route(app, calls.explore, (ctx) => tileList(ctx, 'explore'));
  route(app, calls.moolitime, (ctx) => tileList(ctx, 'moolitime'));
}
