import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { experiences, homeTiles, videos, whispers, type Localized } from '../../db/schema/index.ts';
import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import { AppError, Code } from '../../lib/envelope.ts';
import { text } from '../../lib/texts.ts';
import type { EditorMediaItem, MediaKind, MediaListQuery, MediaUpdateBody } from './media-schema.ts';
import { merged } from './service.ts';
import { beforeOf, record } from './change-log.ts';

/** Where each kind lives: its table, the rows of the kind, its text columns, its picture and the order the shop shows. */
interface Source {
  table: PgTable;
  id: PgColumn;
  where?: SQL;
  /** Field name (the column's property in the table) to column. */
  texts: Record<string, PgColumn>;
  image?: PgColumn;
  order: SQL[];
}

const experience = (kind: 'audio' | 'radio' | 'comic' | 'novel'): Source => ({
  table: experiences,
  id: experiences.id,
  where: eq(experiences.kind, kind),
  texts: { title: experiences.title, summary: experiences.summary },
  image: experiences.coverUrl,
  order: [asc(experiences.sort), asc(experiences.id)],
});
const tile = (section: 'explore' | 'moolitime'): Source => ({
  table: homeTiles,
  id: homeTiles.id,
  where: eq(homeTiles.section, section),
  texts: { title: homeTiles.title, summary: homeTiles.summary },
  image: homeTiles.imageUrl,
  order: [asc(homeTiles.sort), asc(homeTiles.id)],
});

const SOURCES: Record<MediaKind, Source> = {
  whisper: {
    table: whispers,
    id: whispers.id,
    texts: { content: whispers.content, signature: whispers.signature },
    order: [desc(whispers.createdAt), desc(whispers.id)],
  },
  video: {
    table: videos,
    id: videos.id,
    texts: { title: videos.title, summary: videos.summary },
    image: videos.posterUrl,
    order: [asc(videos.sort), asc(videos.id)],
  },
  audio: experience('audio'),
  radio: experience('radio'),
  comic: experience('comic'),
  novel: experience('novel'),
  explore: tile('explore'),
  moolitime: tile('moolitime'),
};

const columnsOf = (s: Source) => ({ id: s.id, ...s.texts, ...(s.image ? { image_url: s.image } : {}) });

function toItem(kind: MediaKind, row: Record<string, unknown>): EditorMediaItem {
  const texts = Object.fromEntries(Object.keys(SOURCES[kind].texts).map((field) => [field, row[field] as Localized]));
  return { id: row.id as number, kind, texts, image_url: (row.image_url as string | undefined) ?? null };
}

/** One kind's items in the order the shop shows them, every locale. */
export async function listMedia({ db }: ShopperContext, query: MediaListQuery) {
  const s = SOURCES[query.kind];
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(columnsOf(s))
      .from(s.table)
      .where(s.where)
      .orderBy(...s.order)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(s.table).where(s.where),
  ]);
  return { list: rows.map((r) => toItem(query.kind, r)), total: n, page: query.page, page_size: query.page_size };
}

async function update(db: Db, input: MediaUpdateBody) {
  const s = SOURCES[input.kind];
  const set = Object.fromEntries(
    Object.entries(s.texts).flatMap(([field, column]) => {
      const patch = (input as Record<string, unknown>)[field] as Record<string, string> | undefined;
      // Each text field is named as its column's property in the table.
      return patch ? [[field, merged(column, patch)]] : [];
    }),
  );
  const [row] = await db
    .update(s.table)
    .set(set)
    .where(and(eq(s.id, input.id), s.where))
    .returning(columnsOf(s));
  return row;
}

/** An item's texts per locale; the locales left out keep theirs. */
export async function updateMedia(ctx: ShopperContext, input: MediaUpdateBody) {
  return inTransaction(ctx, async ({ db }) => {
    const s = SOURCES[input.kind];
    const [was] = await db
      .select(columnsOf(s))
      .from(s.table)
      .where(and(eq(s.id, input.id), s.where))
      .for('update');
    const row = was && (await update(db, input));
    if (!row) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.mediaNotFound'));
    const { id, kind, ...changes } = input;
    // Its first text (a title, a name or a caption) names the item.
    const label = (was as Record<string, unknown>)[Object.keys(s.texts)[0]] as Localized;
    await record(db, ctx.user.id, 'media.update', { kind: 'media', media: kind, id }, changes, { label, before: beforeOf(was, changes) });
    return toItem(kind, row);
  });
}
