import type { ArticleKey } from '../../../modules/articles/rules.ts';

/** One language's articles: a title and a body in the seed's prose format. */
export type ArticleTexts = Record<ArticleKey, { title: string; body: string }>;
