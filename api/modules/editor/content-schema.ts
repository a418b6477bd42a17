import { z } from 'zod';
import { pageOf, pagination } from '../../lib/request.ts';
import { localizedOut } from './schema.ts';

/** GET /editor/blog/list: every post, published or not, newest first, with its texts in every locale. */
export const BlogListQuery = z.strictObject({ ...pagination });
export type BlogListQuery = z.output<typeof BlogListQuery>;
export const EditorPost = z.strictObject({
  id: z.number().int(),
  slug: z.string(),
  title: localizedOut,
  summary: localizedOut,
  body: localizedOut,
  published: z.boolean(),
  published_at: z.string(),
});
export const EditorPostPage = pageOf(EditorPost);

/** GET /editor/article/list: the shop's articles (policies, about, app, wholesale), every locale. */
export const EditorArticles = z.array(z.strictObject({ key: z.string(), title: localizedOut, content: localizedOut }));
