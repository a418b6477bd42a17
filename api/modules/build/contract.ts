import { defineCall } from '../../lib/contract.ts';
import { BlogPages, BuildQuery, ProductPages, ProductPagesQuery } from './schema.ts';

/**
 * The storefront build's bulk reads: every product page's data (or every blog post's) in one
 * language in one answer, instead of several calls per page. Public catalogue data, as the
 * per-page calls answer it.
 */
export const productPages = defineCall({
  method: 'GET',
  path: '/build/product-pages',
  auth: 'none',
  query: ProductPagesQuery,
  response: ProductPages,
});
export const blogPages = defineCall({ method: 'GET', path: '/build/blog-pages', auth: 'none', query: BuildQuery, response: BlogPages });
