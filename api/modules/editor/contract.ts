import { defineCall } from '../../lib/contract.ts';
import {
  ArticleUpdateBody,
  BlogUpdateBody,
  ChangePage,
  ChangesQuery,
  EditedArticle,
  EditedPost,
  EditedProduct,
  EditorMe,
  ProductUpdateBody,
  EditedSku,
  SkuUpdateBody,
} from './schema.ts';

/** The signed-in editor (403 for shoppers who are not editors). */
export const me = defineCall({ method: 'GET', path: '/editor/me', auth: 'editor', response: EditorMe });
/** Changes a product's localized names and subtitles or whether it is published; recorded with who and when. */
export const productUpdate = defineCall({
  method: 'POST',
  path: '/editor/product/update',
  auth: 'editor',
  body: ProductUpdateBody,
  response: EditedProduct,
});
/** Changes an article's titles or HTML contents per locale (the HTML is sanitized when stored). */
export const articleUpdate = defineCall({
  method: 'POST',
  path: '/editor/article/update',
  auth: 'editor',
  body: ArticleUpdateBody,
  response: EditedArticle,
});
/** Changes a blog post's titles, summaries or HTML bodies per locale, or whether it is published. */
export const blogUpdate = defineCall({
  method: 'POST',
  path: '/editor/blog/update',
  auth: 'editor',
  body: BlogUpdateBody,
  response: EditedPost,
});
/** What editors changed, newest first: who, what and when. */
export const changes = defineCall({ method: 'GET', path: '/editor/changes', auth: 'editor', query: ChangesQuery, response: ChangePage });
/** Sets a colour's stock and its prices in some countries (each country must be one the shop has). */
export const skuUpdate = defineCall({
  method: 'POST',
  path: '/editor/sku/update',
  auth: 'editor',
  body: SkuUpdateBody,
  response: EditedSku,
});
