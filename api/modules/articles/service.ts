import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, type Localized } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';
import { AppError, Code } from '../../lib/envelope.ts';
import { localize } from '../../lib/locales.ts';
import { cleanLocalized } from '../../lib/rich-text.ts';
import { text } from '../../lib/texts.ts';
import type { ArticleKey } from './rules.ts';
import type { Article } from './schema.ts';

export async function articleData({ db, locale }: Context, key: ArticleKey): Promise<Article> {
  const [row] = await db.select().from(articles).where(eq(articles.key, key));
  if (!row) throw new AppError(Code.notFound, text(locale, 'api.content.articleNotFound'));
  return { key, title: localize(row.title, locale), content: localize(row.content, locale) };
}

/** Every write of an article goes through here: the content is stored as sanitized HTML. */
export async function saveArticle(db: Db, article: { key: ArticleKey; title: Localized; content: Localized }): Promise<void> {
  const values = { ...article, content: cleanLocalized(article.content) };
  await db
    .insert(articles)
    .values(values)
    .onConflictDoUpdate({ target: articles.key, set: { title: values.title, content: values.content } });
}
