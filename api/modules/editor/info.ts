import { asc, eq } from 'drizzle-orm';
import { infoPages } from '../../db/schema/index.ts';
import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import { AppError, Code } from '../../lib/envelope.ts';
import { text } from '../../lib/texts.ts';
import type { InfoUpdateBody } from './info-schema.ts';
import { titleAndContent } from './service.ts';
import { beforeOf, record } from './change-log.ts';

const columns = { kind: infoPages.kind, title: infoPages.title, content: infoPages.content };

/** The info pages by kind, every locale. */
export const listInfoPages = ({ db }: ShopperContext) => db.select(columns).from(infoPages).orderBy(asc(infoPages.kind));

/**
 * A page's titles and contents per locale (others kept). The storefront renders the content as HTML,
 * so it goes through the articles' sanitizer; the shipping rules' table of rates is not stored
 * here but added when the page is read.
 */
export async function updateInfoPage(ctx: ShopperContext, input: InfoUpdateBody) {
  return inTransaction(ctx, async ({ db }) => {
    const { content, set } = titleAndContent(infoPages, input);
    const [was] = await db.select().from(infoPages).where(eq(infoPages.kind, input.kind)).for('update');
    if (!was) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.infoPageNotFound'));
    const [row] = await db.update(infoPages).set(set).where(eq(infoPages.kind, input.kind)).returning(columns);
    const detail = { title: input.title, content };
    await record(db, ctx.user.id, 'info.update', { kind: 'info', id: input.kind }, detail, {
      label: was.title,
      before: beforeOf(was, detail),
    });
    return row;
  });
}
