import { asc, eq } from 'drizzle-orm';
import { infoPages } from '../../db/schema/index.ts';
import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import { AppError, Code } from '../../lib/envelope.ts';
import { text } from '../../lib/texts.ts';
import type { InfoUpdateBody } from './info-schema.ts';
import { record, titleAndContent } from './service.ts';

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
    const [row] = await db.update(infoPages).set(set).where(eq(infoPages.kind, input.kind)).returning(columns);
    if (!row) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.infoPageNotFound'));
    await record(db, ctx.user.id, 'info.update', `info:${input.kind}`, { title: input.title, content });
    return row;
  });
}
