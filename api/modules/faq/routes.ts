import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { faqCategoryList, faqList } from './service.ts';

export default async function faqRoutes(app: App) {
  route(app, calls.categories, (ctx) => faqCategoryList(ctx));
  route(app, calls.list, (ctx, { body }) => faqList(ctx, body.category_id));
}
