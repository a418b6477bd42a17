import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { experiences, type Localized } from '../../db/schema/index.ts';
import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import { AppError, Code } from '../../lib/envelope.ts';
import { text } from '../../lib/texts.ts';
import { beforeOf, record } from './change-log.ts';
import type { ChapterUpdateBody, ComicPageUpdateBody, EditorStory, StoryDetailQuery } from './stories-schema.ts';

type Patch = Partial<Record<string, string>>;
const mergedTexts = (texts: Localized, patch: Patch | undefined): Localized => ({ ...texts, ...patch }) as Localized;

/** The story's row, locked until the transaction ends so two edits of its parts cannot undo each other. */
async function storyRow(ctx: ShopperContext, db: Db, kind: 'novel' | 'comic', id: number, lock: boolean) {
  const query = db
    .select({ chapters: experiences.chapters, pages: experiences.pages })
    .from(experiences)
    .where(and(eq(experiences.id, id), eq(experiences.kind, kind)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.mediaNotFound'));
  return row;
}

/** A novel's chapters or a comic's pages, every locale. */
export async function storyDetail(ctx: ShopperContext, query: StoryDetailQuery): Promise<EditorStory> {
  const row = await storyRow(ctx, ctx.db, query.kind, query.id, false);
  return query.kind === 'novel'
    ? { kind: 'novel', id: query.id, chapters: row.chapters }
    : { kind: 'comic', id: query.id, pages: row.pages };
}

/** A chapter's title and body per locale; the locales left out keep theirs. */
export async function updateChapter(ctx: ShopperContext, input: ChapterUpdateBody) {
  return inTransaction(ctx, async ({ db }) => {
    const { chapters } = await storyRow(ctx, db, 'novel', input.id, true);
    const chapter = chapters[input.index];
    if (!chapter) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.chapterNotFound'));
    const edited = { title: mergedTexts(chapter.title, input.title), body: mergedTexts(chapter.body, input.body) };
    await db
      .update(experiences)
      .set({ chapters: chapters.map((c, i) => (i === input.index ? edited : c)) })
      .where(eq(experiences.id, input.id));
    const { id, ...changes } = input;
    await record(db, ctx.user.id, 'media.chapter.update', { kind: 'media', media: 'novel', id }, changes, {
      label: chapter.title,
      before: beforeOf(chapter, changes),
    });
    return { id, index: input.index, ...edited };
  });
}

/** A comic page's alt text per locale; the locales left out keep theirs. */
export async function updateComicPage(ctx: ShopperContext, input: ComicPageUpdateBody) {
  return inTransaction(ctx, async ({ db }) => {
    const { pages } = await storyRow(ctx, db, 'comic', input.id, true);
    const page = pages[input.index];
    if (!page) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.comicPageNotFound'));
    const edited = { image_url: page.image_url, alt: mergedTexts(page.alt, input.alt) };
    await db
      .update(experiences)
      .set({ pages: pages.map((p, i) => (i === input.index ? edited : p)) })
      .where(eq(experiences.id, input.id));
    const { id, ...changes } = input;
    await record(db, ctx.user.id, 'media.page.update', { kind: 'media', media: 'comic', id }, changes, {
      label: page.alt,
      before: beforeOf(page, changes),
    });
    return { id, index: input.index, ...edited };
  });
}
