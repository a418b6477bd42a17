import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { productReviews, reviewList } from './service.ts';

export default async function reviewRoutes(app: App) {
  route(app, calls.productReviews, (ctx, { body }) => productReviews(ctx, body));
  route(app, calls.list, (ctx, { body }) => reviewList(ctx, body));
}
