import type { CallInput, CallOutput } from '../../../api/lib/contract.ts';
import type * as C from '../../../api/contracts.ts';
import { editor, publish } from './calls.ts';
import { bind } from './index.ts';

/** The editors' workspace (/editor): every editor call and the two publish calls. */
export const getEditorMe = bind(editor.me);
export const getChanges = bind(editor.changes);

export const listProducts = bind(editor.productList);
export const getProduct = bind(editor.productDetail);
export const updateProduct = bind(editor.productUpdate);
export const setProductImages = bind(editor.productImages);
export const updateSku = bind(editor.skuUpdate);
export const listCategories = bind(editor.categoryList);
export const updateCategory = bind(editor.categoryUpdate);
export const listSolved = bind(editor.solvedList);
export const createSolved = bind(editor.solvedCreate);
export const updateSolved = bind(editor.solvedUpdate);
export const deleteSolved = bind(editor.solvedDelete);

export const listBanners = bind(editor.bannerList);
export const updateBanner = bind(editor.bannerUpdate);
export const listPosts = bind(editor.blogList);
export const updatePost = bind(editor.blogUpdate);
export const listArticles = bind(editor.articleList);
export const updateArticle = bind(editor.articleUpdate);
export const listInfoPages = bind(editor.infoList);
export const updateInfoPage = bind(editor.infoUpdate);
export const listFaq = bind(editor.faqList);
export const createFaq = bind(editor.faqCreate);
export const updateFaq = bind(editor.faqUpdate);
export const deleteFaq = bind(editor.faqDelete);
export const listMedia = bind(editor.mediaList);
export const updateMedia = bind(editor.mediaUpdate);
export const getStory = bind(editor.storyDetail);
export const updateChapter = bind(editor.chapterUpdate);
export const updateComicPage = bind(editor.comicPageUpdate);

export const requestPublish = bind(publish.publish);
export const listPublishes = bind(publish.publishList);

export type EditorProduct = CallOutput<typeof C.editor.productDetail>;
export type EditorProductRow = CallOutput<typeof C.editor.productList>['list'][number];
export type EditorSku = EditorProduct['skus'][number];
export type EditorImage = EditorProduct['images'][number];
export type EditorCategory = CallOutput<typeof C.editor.categoryList>[number];
export type EditorBanners = CallOutput<typeof C.editor.bannerList>;
export type BannerInput = CallInput<typeof C.editor.bannerUpdate>;
export type EditorFaq = CallOutput<typeof C.editor.faqList>;
export type EditorPost = CallOutput<typeof C.editor.blogList>['list'][number];
export type EditorArticle = CallOutput<typeof C.editor.articleList>[number];
export type EditorMediaItem = CallOutput<typeof C.editor.mediaList>['list'][number];
export type MediaInput = CallInput<typeof C.editor.mediaUpdate>;
export type EditorSolvedProblem = CallOutput<typeof C.editor.solvedList>[number];
export type SolvedInput = CallInput<typeof C.editor.solvedCreate>;
export type EditorInfoPage = CallOutput<typeof C.editor.infoList>[number];
export type EditorStory = CallOutput<typeof C.editor.storyDetail>;
export type EditorChange = CallOutput<typeof C.editor.changes>['list'][number];
export type Publish = CallOutput<typeof C.publish.publish>;
export type PublishPage = CallOutput<typeof C.publish.publishList>;
