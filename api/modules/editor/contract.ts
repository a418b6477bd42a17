import { z } from 'zod';
import { defineCall } from '../../lib/contract.ts';
import { BannerCreateBody, BannerDeleteBody, BannerDeleted, BannerUpdateBody, EditedBanner, EditorBanners } from './banners-schema.ts';
import {
  BlogCreateBody,
  BlogDeleteBody,
  BlogDeleted,
  BlogListQuery,
  EditorArticles,
  EditorBlogCategories,
  EditorPost,
  EditorPostPage,
} from './content-schema.ts';
import { EditorFaq, EditorFaqEntry, FaqCreateBody, FaqDeleteBody, FaqDeleted, FaqUpdateBody } from './faq-schema.ts';
import { EditorInfoPages, EditorInfoPage, InfoUpdateBody } from './info-schema.ts';
import { EditorMediaItem, EditorMediaPage, MediaListQuery, MediaUpdateBody } from './media-schema.ts';
import { ProductPrices, ProductPricesBody } from './prices-schema.ts';
import {
  CategoryUpdateBody,
  EditorCategory,
  EditorImage,
  EditorProduct,
  EditorProductPage,
  ProductDetailQuery,
  ProductImagesBody,
  ProductCreateBody,
  ProductDeleteBody,
  ProductDeleted,
  ProductListQuery,
} from './products-schema.ts';
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
import {
  EditorSolvedProblem,
  EditorSolvedProblems,
  SolvedCreateBody,
  SolvedDeleteBody,
  SolvedDeleted,
  SolvedListQuery,
  SolvedUpdateBody,
} from './solved-schema.ts';
import { ChapterUpdateBody, ComicPageUpdateBody, EditedChapter, EditedComicPage, EditorStory, StoryDetailQuery } from './stories-schema.ts';

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

/** Products, published or not, paged; `q` finds a name in any locale. */
export const productList = defineCall({
  method: 'GET',
  path: '/editor/product/list',
  auth: 'editor',
  query: ProductListQuery,
  response: EditorProductPage,
});
/** One product's whole editable record: texts in every locale, images, colours with stock and prices. */
export const productDetail = defineCall({
  method: 'GET',
  path: '/editor/product/detail',
  auth: 'editor',
  query: ProductDetailQuery,
  response: EditorProduct,
});
/** Sets a product's images in order: keeps, attaches uploads of the editor's, removes the others. */
export const productImages = defineCall({
  method: 'POST',
  path: '/editor/product/images',
  auth: 'editor',
  body: ProductImagesBody,
  response: z.array(EditorImage),
});
/** Sets and removes a product's prices per colour and country at once (the default country's price cannot be removed). */
export const productPrices = defineCall({
  method: 'POST',
  path: '/editor/product/prices',
  auth: 'editor',
  body: ProductPricesBody,
  response: ProductPrices,
});
/** Adds a product with its colours priced in the shop's default country; unpublished until an editor publishes it. */
export const productCreate = defineCall({
  method: 'POST',
  path: '/editor/product/create',
  auth: 'editor',
  body: ProductCreateBody,
  response: EditorProduct,
});
/** Removes a product with its colours, prices and pictures; refused (409) once an order names it. */
export const productDelete = defineCall({
  method: 'POST',
  path: '/editor/product/delete',
  auth: 'editor',
  body: ProductDeleteBody,
  response: ProductDeleted,
});
/** The shop's categories, every locale. */
export const categoryList = defineCall({ method: 'GET', path: '/editor/category/list', auth: 'editor', response: z.array(EditorCategory) });
/** A category's names per locale or its place in the order. */
export const categoryUpdate = defineCall({
  method: 'POST',
  path: '/editor/category/update',
  auth: 'editor',
  body: CategoryUpdateBody,
  response: EditorCategory,
});
/** The banners of the top bar, the home page and the shop page, every locale. */
export const bannerList = defineCall({ method: 'GET', path: '/editor/banner/list', auth: 'editor', response: EditorBanners });
/** One banner's texts, link, picture, colour or place. */
export const bannerUpdate = defineCall({
  method: 'POST',
  path: '/editor/banner/update',
  auth: 'editor',
  body: BannerUpdateBody,
  response: EditedBanner,
});
/** Adds a top bar message, a home slide or a shop banner (a picture must be an upload of the editor's). */
export const bannerCreate = defineCall({
  method: 'POST',
  path: '/editor/banner/create',
  auth: 'editor',
  body: BannerCreateBody,
  response: EditedBanner,
});
/** Removes a banner. */
export const bannerDelete = defineCall({
  method: 'POST',
  path: '/editor/banner/delete',
  auth: 'editor',
  body: BannerDeleteBody,
  response: BannerDeleted,
});
/** The blog's categories, every locale. */
export const blogCategories = defineCall({
  method: 'GET',
  path: '/editor/blog/categories',
  auth: 'editor',
  response: EditorBlogCategories,
});
/** Adds a blog post dated now, unpublished unless asked. */
export const blogCreate = defineCall({
  method: 'POST',
  path: '/editor/blog/create',
  auth: 'editor',
  body: BlogCreateBody,
  response: EditorPost,
});
/** Removes a blog post. */
export const blogDelete = defineCall({
  method: 'POST',
  path: '/editor/blog/delete',
  auth: 'editor',
  body: BlogDeleteBody,
  response: BlogDeleted,
});
/** Blog posts, published or not, newest first, every locale. */
export const blogList = defineCall({
  method: 'GET',
  path: '/editor/blog/list',
  auth: 'editor',
  query: BlogListQuery,
  response: EditorPostPage,
});
/** The articles, every locale. */
export const articleList = defineCall({ method: 'GET', path: '/editor/article/list', auth: 'editor', response: EditorArticles });
/** The FAQ's categories and entries, every locale. */
export const faqList = defineCall({ method: 'GET', path: '/editor/faq/list', auth: 'editor', response: EditorFaq });
/** Adds a question to the FAQ (the answer's HTML sanitized). */
export const faqCreate = defineCall({
  method: 'POST',
  path: '/editor/faq/create',
  auth: 'editor',
  body: FaqCreateBody,
  response: EditorFaqEntry,
});
/** Changes a question's texts per locale, its category or its place. */
export const faqUpdate = defineCall({
  method: 'POST',
  path: '/editor/faq/update',
  auth: 'editor',
  body: FaqUpdateBody,
  response: EditorFaqEntry,
});
/** Removes a question from the FAQ. */
export const faqDelete = defineCall({
  method: 'POST',
  path: '/editor/faq/delete',
  auth: 'editor',
  body: FaqDeleteBody,
  response: FaqDeleted,
});
/** One kind of media (whispers, videos, stories, tiles…), paged, every locale. */
export const mediaList = defineCall({
  method: 'GET',
  path: '/editor/media/list',
  auth: 'editor',
  query: MediaListQuery,
  response: EditorMediaPage,
});
/** A media item's texts per locale. */
export const mediaUpdate = defineCall({
  method: 'POST',
  path: '/editor/media/update',
  auth: 'editor',
  body: MediaUpdateBody,
  response: EditorMediaItem,
});

/** One product's solved problems (shown on its page), every locale. */
export const solvedList = defineCall({
  method: 'GET',
  path: '/editor/solved/list',
  auth: 'editor',
  query: SolvedListQuery,
  response: EditorSolvedProblems,
});
/** Adds a solved problem to a product. */
export const solvedCreate = defineCall({
  method: 'POST',
  path: '/editor/solved/create',
  auth: 'editor',
  body: SolvedCreateBody,
  response: EditorSolvedProblem,
});
/** Changes a solved problem's texts per locale or its place. */
export const solvedUpdate = defineCall({
  method: 'POST',
  path: '/editor/solved/update',
  auth: 'editor',
  body: SolvedUpdateBody,
  response: EditorSolvedProblem,
});
/** Removes a solved problem. */
export const solvedDelete = defineCall({
  method: 'POST',
  path: '/editor/solved/delete',
  auth: 'editor',
  body: SolvedDeleteBody,
  response: SolvedDeleted,
});
/** The info pages (the shipping rules…), every locale. */
export const infoList = defineCall({ method: 'GET', path: '/editor/info/list', auth: 'editor', response: EditorInfoPages });
/** Changes an info page's titles or HTML contents per locale (the HTML is sanitized when stored). */
export const infoUpdate = defineCall({
  method: 'POST',
  path: '/editor/info/update',
  auth: 'editor',
  body: InfoUpdateBody,
  response: EditorInfoPage,
});
/** A novel's chapters or a comic's pages, every locale. */
export const storyDetail = defineCall({
  method: 'GET',
  path: '/editor/story/detail',
  auth: 'editor',
  query: StoryDetailQuery,
  response: EditorStory,
});
/** Changes a novel chapter's title or plain-text body per locale. */
export const chapterUpdate = defineCall({
  method: 'POST',
  path: '/editor/story/chapter/update',
  auth: 'editor',
  body: ChapterUpdateBody,
  response: EditedChapter,
});
/** Changes a comic page's alt text per locale. */
export const comicPageUpdate = defineCall({
  method: 'POST',
  path: '/editor/story/page/update',
  auth: 'editor',
  body: ComicPageUpdateBody,
  response: EditedComicPage,
});
