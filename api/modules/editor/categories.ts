import { asc, eq } from 'drizzle-orm';
import { categories } from '../../db/schema/index.ts';
import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import { AppError, Code } from '../../lib/envelope.ts';
import { text } from '../../lib/texts.ts';
import type { CategoryUpdateBody } from './products-schema.ts';
import { merged } from './service.ts';
import { beforeOf, record } from './change-log.ts';

const columns = { id: categories.id, slug: categories.slug, name: categories.name, sort: categories.sort };

/** The shop's categories in their order, every locale. */
export const listCategories = (ctx: ShopperContext) =>
  ctx.db.select(columns).from(categories).orderBy(asc(categories.sort), asc(categories.id));

/** A category's names per locale (others kept) or its place in the order. */
export async function updateCategory(ctx: ShopperContext, input: CategoryUpdateBody) {
  return inTransaction(ctx, async ({ db }) => {
    const [was] = await db.select().from(categories).where(eq(categories.id, input.id)).for('update');
    if (!was) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.categoryNotFound'));
    const [row] = await db
      .update(categories)
      .set({
        ...(input.name ? { name: merged(categories.name, input.name) } : {}),
        ...(input.sort !== undefined ? { sort: input.sort } : {}),
      })
      .where(eq(categories.id, input.id))
      .returning(columns);
    if (!row) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.categoryNotFound'));
    const { id, ...changes } = input;
    await record(db, ctx.user.id, 'category.update', { kind: 'category', id }, changes, {
      label: was.name,
      before: beforeOf(was, changes),
    });
    return row;
  });
}
