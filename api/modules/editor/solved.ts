import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, solvedProblems, type Localized } from '../../db/schema/index.ts';
import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import { AppError, Code } from '../../lib/envelope.ts';
import { text } from '../../lib/texts.ts';
import { merged } from './service.ts';
import { beforeOf, record } from './change-log.ts';
import type { SolvedCreateBody, SolvedUpdateBody } from './solved-schema.ts';

const columns = {
  id: solvedProblems.id,
  product_id: solvedProblems.productId,
  problem: solvedProblems.problem,
  solution: solvedProblems.solution,
  sort: solvedProblems.sort,
};

async function checkProduct(ctx: ShopperContext, db: Db, id: number) {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  if (!row) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.productNotFound'));
}

const notFound = (ctx: ShopperContext) => new AppError(Code.notFound, text(ctx.locale, 'api.editor.solvedNotFound'));

/** A product's solved problems in the order its page shows them, every locale (unpublished products too). */
export async function listSolved(ctx: ShopperContext, productId: number) {
  await checkProduct(ctx, ctx.db, productId);
  return ctx.db
    .select(columns)
    .from(solvedProblems)
    .where(eq(solvedProblems.productId, productId))
    .orderBy(asc(solvedProblems.sort), asc(solvedProblems.id));
}

/**
 * Adds an entry to a product. Every record names the product in its detail: the read cache drops
 * that product's solved problems by it (api/lib/reads/tags.ts).
 */
export async function createSolved(ctx: ShopperContext, input: SolvedCreateBody) {
  return inTransaction(ctx, async ({ db }) => {
    await checkProduct(ctx, db, input.product_id);
    const [row] = await db
      .insert(solvedProblems)
      .values({
        productId: input.product_id,
        problem: input.problem as Localized,
        solution: input.solution as Localized,
        sort: input.sort ?? 0,
      })
      .returning(columns);
    await record(db, ctx.user.id, 'solved.create', { kind: 'solved', id: row.id, productId: row.product_id }, input, {
      label: row.problem,
    });
    return row;
  });
}

/** An entry's texts per locale (others kept) or its place among the product's. */
export async function updateSolved(ctx: ShopperContext, input: SolvedUpdateBody) {
  return inTransaction(ctx, async ({ db }) => {
    const [was] = await db.select().from(solvedProblems).where(eq(solvedProblems.id, input.id)).for('update');
    if (!was) throw notFound(ctx);
    const [row] = await db
      .update(solvedProblems)
      .set({
        ...(input.problem ? { problem: merged(solvedProblems.problem, input.problem) } : {}),
        ...(input.solution ? { solution: merged(solvedProblems.solution, input.solution) } : {}),
        ...(input.sort !== undefined ? { sort: input.sort } : {}),
      })
      .where(eq(solvedProblems.id, input.id))
      .returning(columns);
    if (!row) throw notFound(ctx);
    const { id, ...changes } = input;
    const detail = { product_id: row.product_id, ...changes };
    await record(db, ctx.user.id, 'solved.update', { kind: 'solved', id, productId: row.product_id }, detail, {
      label: was.problem,
      before: beforeOf(was, changes),
    });
    return row;
  });
}

/** Removes an entry. */
export async function deleteSolved(ctx: ShopperContext, id: number) {
  return inTransaction(ctx, async ({ db }) => {
    const [row] = await db.delete(solvedProblems).where(eq(solvedProblems.id, id)).returning(columns);
    if (!row) throw notFound(ctx);
    await record(
      db,
      ctx.user.id,
      'solved.delete',
      { kind: 'solved', id, productId: row.product_id },
      { product_id: row.product_id, problem: row.problem },
      { label: row.problem, before: { solution: row.solution } },
    );
    return { id: row.id };
  });
}
