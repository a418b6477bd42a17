import { z } from 'zod';
import { lang } from '../../lib/request.ts';
import { ARTICLE_KEYS } from './rules.ts';

export const ArticleBody = z.strictObject({ key: z.enum(ARTICLE_KEYS), lang });

/** An article; content is HTML, sanitized when it was written. */
export const Article = z.strictObject({ key: z.enum(ARTICLE_KEYS), title: z.string(), content: z.string() });
export type Article = z.infer<typeof Article>;
