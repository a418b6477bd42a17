import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { editorChanges, users } from '../../db/schema/index.ts';
import type { ShopperContext } from '../../lib/context.ts';
import { noteEditorChange } from '../../lib/reads/changes.ts';
import { targetText, type Target } from '../../lib/reads/tags.ts';

/**
 * Every kind of change an editor can make. The workspace says each in words (`editor.log.<action>`
 * in every locale, checked by a test), and the read cache reads the target each names.
 */
export const EDITOR_ACTIONS = [
  'product.create',
  'product.update',
  'product.delete',
  'product.images',
  'product.prices',
  'sku.update',
  'category.update',
  'article.update',
  'info.update',
  'blog.create',
  'blog.update',
  'blog.delete',
  'faq.create',
  'faq.update',
  'faq.delete',
  'solved.create',
  'solved.update',
  'solved.delete',
  'banner.top.create',
  'banner.home.create',
  'banner.shop.create',
  'banner.top.update',
  'banner.home.update',
  'banner.shop.update',
  'banner.top.delete',
  'banner.home.delete',
  'banner.shop.delete',
  'media.update',
  'media.chapter.update',
  'media.page.update',
] as const;
export type EditorAction = (typeof EDITOR_ACTIONS)[number];

/** What a change was made to, in words: its name per locale, or one text. */
export type ChangeLabel = Partial<Record<string, string>> | string;

/**
 * Records one change an editor made, in the transaction that makes it: the values written
 * (`detail`), the same fields as they were (`words.before`, from the row read before the write) and
 * the name of the thing. The target also tells the read cache what to drop once the request's
 * transaction has committed (api/lib/reads/tags.ts).
 */
export async function record(
  db: Db,
  userId: number,
  action: EditorAction,
  target: Target,
  detail: Record<string, unknown>,
  words: { label?: ChangeLabel | null; before?: Record<string, unknown> | null } = {},
) {
  await db
    .insert(editorChanges)
    .values({ userId, action, target: targetText(target), detail, before: words.before ?? null, label: words.label ?? null });
  noteEditorChange({ action, target, detail });
}

const isTexts = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The fields of `detail` as `row` held them before the write (a row read in the same transaction,
 * with either its columns' or the API's names). Texts per locale keep only the locales written.
 */
export function beforeOf(thing: object | undefined, detail: Record<string, unknown>): Record<string, unknown> | null {
  if (!thing) return null;
  const row = thing as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(detail)) {
    if (value === undefined) continue;
    const was = key in row ? row[key] : row[camel(key)];
    if (was === undefined) continue;
    out[key] = isTexts(value) && isTexts(was) ? Object.fromEntries(Object.keys(value).map((l) => [l, was[l] ?? null])) : was;
  }
  return out;
}

/** The editors' changes, newest first, with who made them and what each changed from and to. */
export async function listChanges(ctx: ShopperContext, query: { page: number; page_size: number }) {
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select({
        id: editorChanges.id,
        editor: users.email,
        action: editorChanges.action,
        target: editorChanges.target,
        label: editorChanges.label,
        detail: editorChanges.detail,
        before: editorChanges.before,
        at: editorChanges.at,
      })
      .from(editorChanges)
      .innerJoin(users, eq(users.id, editorChanges.userId))
      .orderBy(desc(editorChanges.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    ctx.db.select({ n: count() }).from(editorChanges),
  ]);
  return { list: rows.map((r) => ({ ...r, at: r.at.toISOString() })), total: n, page: query.page, page_size: query.page_size };
}
