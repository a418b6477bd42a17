import { z } from 'zod';
import { defineCall } from '../../lib/contract.ts';
import {
  BlogDetail,
  BlogDetailQuery,
  BlogIdParams,
  BlogLikeBody,
  BlogLikeResult,
  BlogListBody,
  BlogListItem,
  BlogPage,
  BlogRecommendBody,
  BlogWorldPage,
  HomeBlogQuery,
} from './schema.ts';

/** The blog: lists and detail are public, personalised with is_like for a signed-in shopper. */
export const list = defineCall({ method: 'POST', path: '/blog/getList', auth: 'optional', body: BlogListBody, response: BlogPage });

export const detail = defineCall({
  method: 'GET',
  path: '/blog/getDetail/:id',
  auth: 'optional',
  params: BlogIdParams,
  query: BlogDetailQuery,
  response: BlogDetail,
});

export const recommend = defineCall({
  method: 'POST',
  path: '/blog/recommend',
  auth: 'optional',
  body: BlogRecommendBody,
  response: z.array(BlogListItem),
});

export const homePicks = defineCall({
  method: 'POST',
  path: '/home/blog/getList',
  auth: 'optional',
  query: HomeBlogQuery,
  response: z.array(BlogListItem),
});

/** /mooliworld: a page of posts plus the category tabs. */
export const world = defineCall({
  method: 'POST',
  path: '/mooliworld/blog/getList',
  auth: 'optional',
  body: BlogListBody,
  response: BlogWorldPage,
});

/** Likes the post, or unlikes it when already liked; answers the new state and count. */
export const toggleLike = defineCall({
  method: 'POST',
  path: '/user/blog/doLike',
  auth: 'required',
  body: BlogLikeBody,
  response: BlogLikeResult,
});
