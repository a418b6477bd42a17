import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { categories, productPriceRanges, products } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';
import { listColumns, toListItems } from '../products/items.ts';
import type { ProductListItem } from '../products/schema.ts';
import { averageRating } from '../products/service.ts';
import { QUIZ_RESULTS, type QuizAnswers } from './rules.ts';

/** The categories (by slug) that answer what the shopper is looking for. */
const GOAL_CATEGORIES: Record<QuizAnswers['goal'], string[]> = {
  external: ['rose-collection'],
  internal: ['vibrators'],
  massage: ['massagers', 'wellness-care'],
  care: ['wellness-care', 'accessories'],
};
const COUPLES = 'couples';

/** Lowest price in cents and highest price in cents (exclusive, null: no limit) of each budget. */
const BUDGETS: Record<QuizAnswers['budget'], [number, number | null]> = {
  under_30: [0, 3000],
  from_30_to_60: [3000, 6000],
  over_60: [6000, null],
  any: [0, null],
};

/** Newcomers are steered to gentle, lower-priced starters; experienced shoppers to the fuller-featured ones. */
const EXPERIENCE_PRICE: Record<QuizAnswers['experience'], (price: SQL) => SQL> = {
  new: (price) => sql`(${price} < 5000)::int`,
  some: () => sql`0`,
  experienced: (price) => sql`(${price} >= 6000)::int`,
};

const inStockSomewhere = sql`exists (select 1 from product_skus s where s.product_id = ${products.id} and s.stock_num > 0)`;

/**
 * Scores every product in stock against the answers, the best first: what the shopper is looking
 * for (its category) weighs most, as much as the couples range for two, then the budget (the lowest
 * price in the shopper's country) and experience; ties go to the better rated and more popular product.
 */
export async function quizProducts(ctx: Context, answers: QuizAnswers): Promise<ProductListItem[]> {
  const price = sql`${productPriceRanges.minCents}`;
  const [low, high] = BUDGETS[answers.budget];
  const goal = sql`(${categories.slug} in (${sql.join(
    GOAL_CATEGORIES[answers.goal].map((s) => sql`${s}`),
    sql`, `,
  )}))::int`;
  const couple = sql`(${categories.slug} = ${COUPLES})::int`;
  const forTwo = answers.company === 'partner';
  const company = forTwo ? sql`${couple} * 4` : sql`${couple} * -2`;
  const budget = high === null ? sql`(${price} >= ${low})::int` : sql`(${price} >= ${low} and ${price} < ${high})::int`;
  const score = sql`${goal} * 4 + ${company} + ${budget} * 2 + ${EXPERIENCE_PRICE[answers.experience](price)}`;
  const ties = [sql`${averageRating} desc`, desc(products.soldCount), asc(products.id)];
  // For two: the best couples products and the best for what they look for, taking turns.
  const turns = forTwo ? [sql`row_number() over (partition by ${couple} order by ${score} desc, ${sql.join(ties, sql`, `)})`] : [];
  const rows = await ctx.db
    .select(listColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(productPriceRanges, and(eq(productPriceRanges.productId, products.id), eq(productPriceRanges.countryCode, ctx.country)))
    .where(and(eq(products.published, true), inStockSomewhere))
    .orderBy(...turns, desc(score), ...ties)
    .limit(QUIZ_RESULTS);
  return toListItems(ctx, rows);
}
