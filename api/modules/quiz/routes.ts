import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import { withLikes } from '../likes/mark.ts';
import * as calls from './contract.ts';
import { quizProducts } from './service.ts';

export default async function quizRoutes(app: App) {
  route(app, calls.recommend, async (ctx, { body }) => withLikes(ctx, await quizProducts(ctx, body)));
}
