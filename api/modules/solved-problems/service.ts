import { and, asc, count, eq } from 'drizzle-orm';
import { anyId } from '../../db/any-id.ts';
import type { Db } from '../../db/client.ts';
import { products, solvedProblems } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';
import { notFound } from '../../lib/envelope.ts';
import { localize } from '../../lib/locales.ts';
import type { Page } from '../../lib/request.ts';
import type { SolvedProblem } from './schema.ts';

/** "Solved problems": problem/solution entries of one product, or of every published product. */
export async function solvedProblemList(
  { db, locale }: Context,
  input: { product_id?: number; page: number; page_size: number },
): Promise<Page<SolvedProblem>> {
  if (input.product_id) {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, input.product_id), eq(products.published, true)));
    if (!product) throw notFound('Product');
  }
  const where = and(eq(products.published, true), input.product_id ? eq(solvedProblems.productId, input.product_id) : undefined);
  const [{ total }] = await db
    .select({ total: count() })
    .from(solvedProblems)
    .innerJoin(products, eq(products.id, solvedProblems.productId))
    .where(where);
  const rows = await db
    .select({ entry: solvedProblems })
    .from(solvedProblems)
    .innerJoin(products, eq(products.id, solvedProblems.productId))
    .where(where)
    .orderBy(asc(solvedProblems.productId), asc(solvedProblems.sort), asc(solvedProblems.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  const list = rows.map(({ entry }) => ({
    id: entry.id,
    product_id: entry.productId,
    problem: localize(entry.problem, locale),
    solution: localize(entry.solution, locale),
  }));
  return { list, total, page: input.page, page_size: input.page_size };
}

/** Every solved problem of the products `ids`, in their order (one query; alike in every language). */
export const loadSolvedRows = async (db: Db, ids: number[]) =>
  await db
    .select()
    .from(solvedProblems)
    .where(anyId(solvedProblems.productId, ids))
    .orderBy(asc(solvedProblems.productId), asc(solvedProblems.sort), asc(solvedProblems.id));

/**
 * The first `pageSize` entries of each of `productIds`, for the build's product pages (one query).
 * `loaded`: those rows already read, when a caller shapes them in several languages.
 */
export async function solvedProblemsOf(
  { db, locale }: Context,
  productIds: number[],
  pageSize: number,
  loaded?: Awaited<ReturnType<typeof loadSolvedRows>>,
): Promise<Map<number, Page<SolvedProblem>>> {
  const pages = new Map<number, Page<SolvedProblem>>(productIds.map((id) => [id, { list: [], total: 0, page: 1, page_size: pageSize }]));
  if (productIds.length === 0) return pages;
  const rows = loaded ?? (await loadSolvedRows(db, productIds));
  for (const entry of rows) {
    const page = pages.get(entry.productId)!;
    page.total += 1;
    if (page.list.length < pageSize) {
      page.list.push({
        id: entry.id,
        product_id: entry.productId,
        problem: localize(entry.problem, locale),
        solution: localize(entry.solution, locale),
      });
    }
  }
  return pages;
}
