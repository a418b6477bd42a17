import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { toggleBlogLike } from './likes.ts';
import { blogCategoryList, homePicks, listPosts, postDetail, recommendPosts } from './service.ts';

export default async function blogRoutes(app: App) {
  route(app, calls.list, (ctx, { body }) => listPosts(ctx, body));
  route(app, calls.detail, (ctx, { params }) => postDetail(ctx, params.id));
  route(app, calls.recommend, (ctx, { body }) => recommendPosts(ctx, body));
  route(app, calls.homePicks, (ctx) => homePicks(ctx));
  route(app, calls.world, async (ctx, { body }) => ({ ...(await listPosts(ctx, body)), categories: await blogCategoryList(ctx) }));
  route(app, calls.toggleLike, (ctx, { body }) => toggleBlogLike(ctx, body.blog_id));
}
