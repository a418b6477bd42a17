import type { Db } from '../db/client.ts';
import { blogCategories, faqCategories, type Localized } from '../db/schema/index.ts';
import { LOCALES, type Locale } from '../lib/locales.ts';
import { saveArticle } from '../modules/articles/service.ts';
import { ARTICLE_KEYS } from '../modules/articles/rules.ts';
import { insertPosts } from '../modules/blog/write.ts';
import { insertFaqEntries } from '../modules/faq/service.ts';
import { blogCategories as seedBlogCategories, blogPosts as seedPosts } from './data/content/blog.ts';
import { faqCategories as seedFaqCategories } from './data/content/faq.ts';
import { articleTexts, blogTexts, faqTexts } from './data/content/index.ts';
import { blogCover } from './blog-images.ts';
import { proseToHtml } from './prose.ts';

const DAY = 86_400_000;

/** A localized field from the per-language texts: every language that has the text, en required. */
function localized(pick: (locale: Locale) => string | undefined, transform: (s: string) => string = (s) => s): Localized {
  const out: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const value = pick(locale);
    if (value) out[locale] = transform(value);
  }
  if (!out.en) throw new Error('seed content: a text has no English version');
  return out as Localized;
}

/** The blog covers, drawn before the seed's transaction (image work stays outside it). */
export async function drawBlogCovers(mediaDir: string, write: boolean): Promise<string[]> {
  return Promise.all(
    seedPosts.map((post, i) =>
      blogCover(
        mediaDir,
        seedBlogCategories.findIndex((c) => c.slug === post.category),
        i,
        write,
      ),
    ),
  );
}

/** Blog, FAQ and articles; every rich text goes through the modules' write functions, which sanitize it. */
export async function seedContent(db: Db, covers: string[], now: Date): Promise<void> {
  const cats = await db
    .insert(blogCategories)
    .values(seedBlogCategories.map((c, i) => ({ slug: c.slug, name: c.name, sort: i })))
    .returning({ id: blogCategories.id, slug: blogCategories.slug });
  const categoryId = new Map(cats.map((c) => [c.slug, c.id]));
  await insertPosts(
    db,
    seedPosts.map((p, i) => ({
      slug: p.slug,
      categoryId: categoryId.get(p.category)!,
      title: localized((l) => blogTexts[l]?.[p.slug]?.title),
      summary: localized((l) => blogTexts[l]?.[p.slug]?.summary),
      body: localized((l) => blogTexts[l]?.[p.slug]?.body, proseToHtml),
      coverUrl: covers[i],
      author: p.author,
      publishedAt: new Date(now.getTime() - p.daysAgo * DAY),
      homeSort: p.home ?? null,
    })),
  );

  const faqCats = await db
    .insert(faqCategories)
    .values(seedFaqCategories.map((c, i) => ({ slug: c.slug, name: c.name, sort: i })))
    .returning({ id: faqCategories.id, slug: faqCategories.slug });
  await insertFaqEntries(
    db,
    faqCats.flatMap((cat) =>
      (faqTexts.en?.[cat.slug] ?? []).map((_, i) => ({
        categoryId: cat.id,
        question: localized((l) => faqTexts[l]?.[cat.slug]?.[i]?.[0]),
        answer: localized((l) => faqTexts[l]?.[cat.slug]?.[i]?.[1], proseToHtml),
        sort: i,
      })),
    ),
  );

  for (const key of ARTICLE_KEYS) {
    await saveArticle(db, {
      key,
      title: localized((l) => articleTexts[l]?.[key]?.title),
      content: localized((l) => articleTexts[l]?.[key]?.body, proseToHtml),
    });
  }
}
