import { z } from 'zod';
import { wholeNumber } from '../../lib/fields.ts';
import { idParam, lang, pageOf, pagination } from '../../lib/request.ts';

// ---- Requests ----

/** POST /blog/getList and /mooliworld/blog/getList: posts of one category (or all), newest first. */
export const BlogListBody = z.strictObject({ category_id: idParam.optional(), lang, ...pagination });
export type BlogListBody = z.input<typeof BlogListBody>;

/** GET /blog/getDetail/{id}?platform=1 (the storefront sends platform 1 = web; any small number is accepted). */
export const BlogIdParams = z.strictObject({ id: idParam });
export const BlogDetailQuery = z.strictObject({ platform: wholeNumber(0, 9).optional(), lang });

export const BlogRecommendBody = z.strictObject({ blog_id: idParam, limit: wholeNumber(1, 12).default(3), lang });

/** POST /home/blog/getList: the home page's picks; the storefront posts without a body. */
export const HomeBlogQuery = z.strictObject({ lang });

export const BlogLikeBody = z.strictObject({ blog_id: idParam });

// ---- Answers ----

export const BlogCategory = z.strictObject({ id: z.number().int(), cate_name: z.string() });
export type BlogCategory = z.infer<typeof BlogCategory>;

export const BlogListItem = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover_image: z.strictObject({ name: z.string(), url: z.string() }),
  author: z.string(),
  /** ISO date-time. */
  published_at: z.string(),
  category: BlogCategory,
  like_num: z.number().int().min(0),
  is_like: z.boolean(),
  route_info: z.strictObject({ route: z.string() }),
});
export type BlogListItem = z.infer<typeof BlogListItem>;
export const BlogPage = pageOf(BlogListItem);

/** The blog world's answer: a page of posts and the category tabs. */
export const BlogWorldPage = BlogPage.extend({ categories: z.array(BlogCategory) });

/** The detail adds the body: HTML, sanitized when it was written. */
export const BlogDetail = BlogListItem.extend({ body: z.string() });
export type BlogDetail = z.infer<typeof BlogDetail>;

export const BlogLikeResult = z.strictObject({ is_like: z.boolean(), like_num: z.number().int().min(0) });
export type BlogLikeResult = z.infer<typeof BlogLikeResult>;
