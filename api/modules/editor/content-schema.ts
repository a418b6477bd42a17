import { z } from 'zod';
import { text } from '../../lib/fields.ts';
import { LOCALES } from '../../lib/locales.ts';
import { idParam, pageOf, pagination } from '../../lib/request.ts';
import { imageUrl } from './banners-schema.ts';
import { localizedOut, localizedPatch, richTextPatch, withEnglish } from './schema.ts';

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

/** GET /editor/blog/categories: the blog's categories, every locale. */
export const EditorBlogCategories = z.array(z.strictObject({ id: z.number().int(), name: localizedOut }));

/** POST /editor/blog/create: a new post, unpublished unless asked; English title, summary and body are required. */
export const BlogCreateBody = z.strictObject({
  category_id: idParam,
  title: withEnglish(localizedPatch),
  summary: withEnglish(z.partialRecord(z.enum(LOCALES), text().trim().min(1).max(600))),
  body: withEnglish(richTextPatch),
  /** An upload of the editor's; without one the post shows the shop's default cover. */
  cover_url: imageUrl.optional(),
  published: z.boolean().optional(),
});
export type BlogCreateBody = z.output<typeof BlogCreateBody>;

/** POST /editor/blog/delete */
export const BlogDeleteBody = z.strictObject({ id: idParam });
export const BlogDeleted = z.strictObject({ id: z.number().int() });
