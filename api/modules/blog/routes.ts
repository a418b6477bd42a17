import { cachedRoute } from '../../lib/reads/cached-route.ts';
import { Tag } from '../../lib/reads/tags.ts';
import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { withPostLikes } from './items.ts';
import { toggleBlogLike } from './likes.ts';
import { blogCategoryList, homePicks, listPosts, postDetail, recommendPosts } from './service.ts';

export default async function blogRoutes(app: App) {
  route(app, calls.list, (ctx, { body }) => listPosts(ctx, body));
  route(app, calls.detail, (ctx, { params }) => postDetail(ctx, params.id));
  route(app, calls.recommend, (ctx, { body }) => recommendPosts(ctx, body));
  // The lists the build reads, kept in the read cache: they show posts' texts, covers and like
  // counts (Tag.posts); the categories are not edited. The shopper's likes are laid over.
  cachedRoute(app, calls.homePicks, {
    compute: (ctx) => homePicks(ctx),
    tags: () => [Tag.posts],
    personal: withPostLikes,
  });
  cachedRoute(app, calls.world, {
    compute: async (ctx, { body }) => ({ ...(await listPosts(ctx, body)), categories: await blogCategoryList(ctx) }),
    tags: () => [Tag.posts],
    personal: withPostLikes,
  });
  route(app, calls.toggleLike, (ctx, { body }) => toggleBlogLike(ctx, body.blog_id));
}
