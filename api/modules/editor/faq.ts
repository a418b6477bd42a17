import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { faqCategories, faqEntries, type Localized } from '../../db/schema/index.ts';
import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import { AppError, Code } from '../../lib/envelope.ts';
import { cleanLocalized } from '../../lib/rich-text.ts';
import { text } from '../../lib/texts.ts';
import type { FaqCreateBody, FaqUpdateBody } from './faq-schema.ts';
import { merged } from './service.ts';
import { beforeOf, record } from './change-log.ts';

const columns = {
  id: faqEntries.id,
  category_id: faqEntries.categoryId,
  question: faqEntries.question,
  answer: faqEntries.answer,
  sort: faqEntries.sort,
};

/** The FAQ's categories and entries in the order the shop shows them, every locale. */
export async function listFaq({ db }: ShopperContext) {
  const [categories, entries] = await Promise.all([
    db
      .select({ id: faqCategories.id, name: faqCategories.name })
      .from(faqCategories)
      .orderBy(asc(faqCategories.sort), asc(faqCategories.id)),
    db.select(columns).from(faqEntries).orderBy(asc(faqEntries.sort), asc(faqEntries.id)),
  ]);
  return { categories, entries };
}

async function checkCategory(ctx: ShopperContext, db: Db, id: number | undefined) {
  if (id === undefined) return;
  const [row] = await db.select({ id: faqCategories.id }).from(faqCategories).where(eq(faqCategories.id, id));
  if (!row) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.faqCategoryNotFound'));
}

/** Adds a question (answers are stored sanitized, as every FAQ write). */
export async function createFaq(ctx: ShopperContext, input: FaqCreateBody) {
  return inTransaction(ctx, async ({ db }) => {
    await checkCategory(ctx, db, input.category_id);
    const answer = cleanLocalized(input.answer) as Localized;
    const [row] = await db
      .insert(faqEntries)
      .values({ categoryId: input.category_id, question: input.question as Localized, answer, sort: input.sort ?? 0 })
      .returning(columns);
    await record(db, ctx.user.id, 'faq.create', { kind: 'faq', id: row.id }, { ...input, answer }, { label: row.question });
    return row;
  });
}

/** A question's texts per locale (others kept; answers sanitized), its category or its place. */
export async function updateFaq(ctx: ShopperContext, input: FaqUpdateBody) {
  return inTransaction(ctx, async ({ db }) => {
    await checkCategory(ctx, db, input.category_id);
    const answer = input.answer && cleanLocalized(input.answer);
    const [was] = await db.select().from(faqEntries).where(eq(faqEntries.id, input.id)).for('update');
    if (!was) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.faqNotFound'));
    const [row] = await db
      .update(faqEntries)
      .set({
        ...(input.category_id !== undefined ? { categoryId: input.category_id } : {}),
        ...(input.question ? { question: merged(faqEntries.question, input.question) } : {}),
        ...(answer ? { answer: merged(faqEntries.answer, answer) } : {}),
        ...(input.sort !== undefined ? { sort: input.sort } : {}),
      })
      .where(eq(faqEntries.id, input.id))
      .returning(columns);
    if (!row) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.faqNotFound'));
    const { id, ...changes } = input;
    const detail = { ...changes, answer };
    await record(db, ctx.user.id, 'faq.update', { kind: 'faq', id }, detail, { label: was.question, before: beforeOf(was, detail) });
    return row;
  });
}

/** Removes a question. */
export async function deleteFaq(ctx: ShopperContext, id: number) {
  return inTransaction(ctx, async ({ db }) => {
    const [row] = await db.delete(faqEntries).where(eq(faqEntries.id, id)).returning();
    if (!row) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.faqNotFound'));
    await record(
      db,
      ctx.user.id,
      'faq.delete',
      { kind: 'faq', id },
      { question: row.question },
      { label: row.question, before: { answer: row.answer } },
    );
    return { id: row.id };
  });
}
