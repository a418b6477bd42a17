import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, productSearch, searchWords } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';
import type { Locale } from '../../lib/locales.ts';
import { toListItems, type ListRow } from '../products/items.ts';
import type { Page } from '../../lib/request.ts';
import type { ProductListItem } from '../products/schema.ts';
import { SEARCH_CONFIGS } from './configs.ts';
import { searchTerms, tsQueries } from './terms.ts';

/** How alike (pg_trgm similarity, 0 to 1) a known word must be to a typed word to be searched for it. */
const LOOK_ALIKE_SIMILARITY = 0.4;
/** Known words searched for each typed word, the most alike first. */
const LOOK_ALIKES_PER_WORD = 3;

type Nullable<T> = { [K in keyof T]: T[K] | null };
type SearchRow = { total: number } & Nullable<{
  id: number;
  slug: string;
  category_id: number;
  name: ListRow['name'];
  subtitle: ListRow['subtitle'];
  review_count: number;
  review_sum: number;
}>;

export interface SearchInput {
  keywords: string;
  page: number;
  page_size: number;
}

/** For each typed word, the known words of the locale that look most like it (pg_trgm similarity). */
async function lookAlikes(db: Db, words: string[], locale: Locale): Promise<Map<string, string[]>> {
  const typed = sql`unnest(array[${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[])`;
  // `%` finds candidates through the trigram index (at pg_trgm's own threshold); similarity() then applies ours.
  const result = await db.execute<{ typed: string; word: string }>(sql`
    select q.typed, s.word from ${typed} as q(typed)
    cross join lateral (
      select ${searchWords.word} as word from ${searchWords}
      where ${searchWords.locale} = ${locale} and ${searchWords.word} % q.typed and ${searchWords.word} <> q.typed
        and similarity(${searchWords.word}, q.typed) >= ${LOOK_ALIKE_SIMILARITY}
      order by similarity(${searchWords.word}, q.typed) desc, ${searchWords.word}
      limit ${LOOK_ALIKES_PER_WORD}) s`);
  const found = new Map<string, string[]>();
  for (const r of result.rows) found.set(r.typed, [...(found.get(r.typed) ?? []), r.word]);
  return found;
}

/**
 * Full-text search in the request's language: every typed word as a prefix or as the known words
 * it resembles by pg_trgm similarity (typos), letter case ignored. Products with every word are
 * found; when none has them all, products with any. Best match first: the exact name, then every
 * word in the name, every word anywhere, some word in the name; ties by units sold.
 */
export async function searchProducts(ctx: Context, input: SearchInput): Promise<Page<ProductListItem>> {
  const { db, locale } = ctx;
  const empty = { list: [], total: 0, page: input.page, page_size: input.page_size };
  const terms = searchTerms(input.keywords);
  if (!terms) return empty;
  const alike = await lookAlikes(db, terms.words, locale);
  const q = tsQueries(terms.words, alike);

  // Locale and configuration come from fixed lists, never from the request; as literals they let
  // the planner use the locale's partial full-text index.
  const config = sql.raw(`'${SEARCH_CONFIGS[locale]}'::regconfig`);
  const tsq = (text: string) => sql`to_tsquery(${config}, ${text})`;
  // Tiers, best first. Without every word in any document, neither the exact name nor every word
  // in the name can match either, so only "some word in the name" is left to rank by.
  const rank = (everyWord: boolean) => {
    const tiers = everyWord ? [sql`name = lower(${terms.text})`, sql`tsv @@ ${tsq(q.allInName)}`] : [];
    if (terms.words.length > 1) tiers.push(sql`tsv @@ ${tsq(q.anyInName)}`);
    if (tiers.length === 0) return sql`0`;
    return sql`case ${sql.join(
      tiers.map((t, i) => sql`when ${t} then ${sql.raw(String(tiers.length - i))}`),
      sql` `,
    )} else 0 end`;
  };
  // One pass over the matches yields both the total and the page; the outer join keeps the total
  // when the page is past the end.
  const run = (everyWord: boolean) =>
    db.execute<SearchRow>(sql`
    with matches as (
      select product_id, sold_count, ${rank(everyWord)} as rank from ${productSearch}
      where locale = ${sql.raw(`'${locale}'`)} and tsv @@ ${tsq(everyWord ? q.all : q.any)}
    ), hits as (
      select product_id, sold_count, rank from matches
      order by rank desc, sold_count desc, product_id
      limit ${input.page_size} offset ${(input.page - 1) * input.page_size}
    )
    select counted.total, p.id, p.slug, p.category_id, p.name, p.subtitle, p.review_count, p.review_sum
    from (select count(*)::int as total from matches) counted
    left join (hits join ${products} p on p.id = hits.product_id and p.published) on true
    order by hits.rank desc, hits.sold_count desc, hits.product_id`);
  // Products with every word; only when there are none, products with any of them.
  let result = await run(true);
  if (Number(result.rows[0]?.total ?? 0) === 0 && terms.words.length > 1) result = await run(false);

  const rows = result.rows
    .filter((r) => r.id !== null)
    .map((r) => ({
      id: r.id!,
      slug: r.slug!,
      categoryId: r.category_id!,
      name: r.name!,
      subtitle: r.subtitle!,
      reviewCount: r.review_count!,
      reviewSum: r.review_sum!,
    }));
  const total = Number(result.rows[0]?.total ?? 0);
  const list = await toListItems(ctx, rows);
  return { ...empty, list, total };
}
