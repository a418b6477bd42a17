import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import { createBanner, deleteBanner, listBanners, updateBanner } from './banners.ts';
import { listCategories, updateCategory } from './categories.ts';
import { createPost, deletePost, listArticles, listBlogCategories, listPosts } from './content.ts';
import * as calls from './contract.ts';
import { createFaq, deleteFaq, listFaq, updateFaq } from './faq.ts';
import { listInfoPages, updateInfoPage } from './info.ts';
import { listMedia, updateMedia } from './media.ts';
import { setProductPrices } from './prices.ts';
import { createProduct, deleteProduct } from './product-lifecycle.ts';
import { listProducts, productDetail, setProductImages } from './products.ts';
import { editorOf, updateArticle, updatePost, updateProduct, updateSku } from './service.ts';
import { listChanges } from './change-log.ts';
import { createSolved, deleteSolved, listSolved, updateSolved } from './solved.ts';
import { storyDetail, updateChapter, updateComicPage } from './stories.ts';

/** Calls for editors only (auth 'editor': 4001 signed out, 403 for other shoppers). */
export default async function editorRoutes(app: App) {
  route(app, calls.me, (ctx) => editorOf(ctx));
  route(app, calls.changes, (ctx, { query }) => listChanges(ctx, query));

  route(app, calls.productList, (ctx, { query }) => listProducts(ctx, query));
  route(app, calls.productDetail, (ctx, { query }) => productDetail(ctx, query.id));
  route(app, calls.productUpdate, (ctx, { body }) => updateProduct(ctx, body));
  route(app, calls.productCreate, (ctx, { body }) => createProduct(ctx, body));
  route(app, calls.productDelete, (ctx, { body }) => deleteProduct(ctx, body.id));
  route(app, calls.productImages, (ctx, { body }) => setProductImages(ctx, body));
  route(app, calls.skuUpdate, (ctx, { body }) => updateSku(ctx, body));
  route(app, calls.productPrices, (ctx, { body }) => setProductPrices(ctx, body));
  route(app, calls.solvedList, (ctx, { query }) => listSolved(ctx, query.product_id));
  route(app, calls.solvedCreate, (ctx, { body }) => createSolved(ctx, body));
  route(app, calls.solvedUpdate, (ctx, { body }) => updateSolved(ctx, body));
  route(app, calls.solvedDelete, (ctx, { body }) => deleteSolved(ctx, body.id));
  route(app, calls.categoryList, (ctx) => listCategories(ctx));
  route(app, calls.categoryUpdate, (ctx, { body }) => updateCategory(ctx, body));

  route(app, calls.bannerList, (ctx) => listBanners(ctx));
  route(app, calls.bannerUpdate, (ctx, { body }) => updateBanner(ctx, body));
  route(app, calls.bannerCreate, (ctx, { body }) => createBanner(ctx, body));
  route(app, calls.bannerDelete, (ctx, { body }) => deleteBanner(ctx, body));

  route(app, calls.blogList, (ctx, { query }) => listPosts(ctx, query));
  route(app, calls.blogUpdate, (ctx, { body }) => updatePost(ctx, body));
  route(app, calls.blogCategories, (ctx) => listBlogCategories(ctx));
  route(app, calls.blogCreate, (ctx, { body }) => createPost(ctx, body));
  route(app, calls.blogDelete, (ctx, { body }) => deletePost(ctx, body.id));
  route(app, calls.articleList, (ctx) => listArticles(ctx));
  route(app, calls.articleUpdate, (ctx, { body }) => updateArticle(ctx, body));
  route(app, calls.infoList, (ctx) => listInfoPages(ctx));
  route(app, calls.infoUpdate, (ctx, { body }) => updateInfoPage(ctx, body));
  route(app, calls.faqList, (ctx) => listFaq(ctx));
  route(app, calls.faqCreate, (ctx, { body }) => createFaq(ctx, body));
  route(app, calls.faqUpdate, (ctx, { body }) => updateFaq(ctx, body));
  route(app, calls.faqDelete, (ctx, { body }) => deleteFaq(ctx, body.id));

  route(app, calls.mediaList, (ctx, { query }) => listMedia(ctx, query));
  route(app, calls.mediaUpdate, (ctx, { body }) => updateMedia(ctx, body));
  route(app, calls.storyDetail, (ctx, { query }) => storyDetail(ctx, query));
  route(app, calls.chapterUpdate, (ctx, { body }) => updateChapter(ctx, body));
  route(app, calls.comicPageUpdate, (ctx, { body }) => updateComicPage(ctx, body));
}
