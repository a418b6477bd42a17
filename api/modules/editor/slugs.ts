import { eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPosts, products } from '../../db/schema/index.ts';

/** An English text as a URL path segment: "Hello, Wörld!" → "hello-world". */
export function slugOf(english: string, fallback: string): string {
  const slug = english
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** `slugOf(english)`, with "-2", "-3"… when a row of `table` already has it. */
export async function uniqueSlug(db: Db, table: typeof blogPosts | typeof products, english: string, fallback: string) {
  const base = slugOf(english, fallback);
  const rows = await db
    .select({ slug: table.slug })
    .from(table)
    .where(or(eq(table.slug, base), like(table.slug, `${base}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
