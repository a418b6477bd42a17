/** The shop's articles, by key (zod-free: the storefront imports it). */
export const ARTICLE_KEYS = ['refund-policy', 'privacy-policy', 'user-agreement', 'about', 'app', 'wholesale'] as const;
export type ArticleKey = (typeof ARTICLE_KEYS)[number];
