import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { faqCategories, faqEntries, type Localized } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';
import { localize } from '../../lib/locales.ts';
import { cleanLocalized } from '../../lib/rich-text.ts';
import type { FaqCategory, FaqEntry } from './schema.ts';

export async function faqCategoryList({ db, locale }: Context): Promise<FaqCategory[]> {
  const rows = await db.select().from(faqCategories).orderBy(asc(faqCategories.sort), asc(faqCategories.id));
  return rows.map((r) => ({ id: r.id, cate_name: localize(r.name, locale) }));
}

export async function faqList({ db, locale }: Context, categoryId?: number): Promise<FaqEntry[]> {
  const rows = await db
    .select({ entry: faqEntries })
    .from(faqEntries)
    .innerJoin(faqCategories, eq(faqCategories.id, faqEntries.categoryId))
    .where(categoryId ? eq(faqEntries.categoryId, categoryId) : undefined)
    .orderBy(asc(faqCategories.sort), asc(faqCategories.id), asc(faqEntries.sort), asc(faqEntries.id));
  return rows.map(({ entry }) => ({
    id: entry.id,
    category_id: entry.categoryId,
    question: localize(entry.question, locale),
    answer: localize(entry.answer, locale),
  }));
}

/** Every write of FAQ entries goes through here: answers are stored as sanitized HTML. */
export async function insertFaqEntries(
  db: Db,
  entries: Array<{ categoryId: number; question: Localized; answer: Localized; sort: number }>,
) {
  if (entries.length === 0) return;
  await db.insert(faqEntries).values(entries.map((e) => ({ ...e, answer: cleanLocalized(e.answer) })));
}
