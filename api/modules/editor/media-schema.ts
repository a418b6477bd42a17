import { z } from 'zod';
import { text } from '../../lib/fields.ts';
import { LOCALES } from '../../lib/locales.ts';
import { idParam, pageOf, pagination } from '../../lib/request.ts';
import { localizedOut, localizedPatch } from './schema.ts';
import { MEDIA_KINDS, type MediaKind } from './media-kinds.ts';

export { MEDIA_KINDS, type MediaKind };
/** The kinds with a title and a summary (a whisper has its text and a pen name instead). */
const TITLED = ['video', 'audio', 'radio', 'comic', 'novel', 'explore', 'moolitime'] as const;

/** Longer plain texts per locale (summaries, whispers); line breaks allowed. */
const longPatch = z.partialRecord(z.enum(LOCALES), text({ multiline: true }).trim().min(1).max(2_000));

export const MediaListQuery = z.strictObject({ kind: z.enum(MEDIA_KINDS), ...pagination });
export type MediaListQuery = z.output<typeof MediaListQuery>;
/** One item: its texts per field and locale (title/summary, or content/signature for a whisper) and its picture. */
export const EditorMediaItem = z.strictObject({
  id: z.number().int(),
  kind: z.enum(MEDIA_KINDS),
  texts: z.record(z.string(), localizedOut),
  image_url: z.string().nullable(),
});
export type EditorMediaItem = z.output<typeof EditorMediaItem>;
export const EditorMediaPage = pageOf(EditorMediaItem);

/** POST /editor/media/update: an item's texts per locale (the locales left out keep theirs). */
export const MediaUpdateBody = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('whisper'), id: idParam, content: longPatch.optional(), signature: localizedPatch.optional() }),
    z.strictObject({ kind: z.enum(TITLED), id: idParam, title: localizedPatch.optional(), summary: longPatch.optional() }),
  ])
  .refine((b) => Object.entries(b).some(([k, v]) => k !== 'kind' && k !== 'id' && v !== undefined), 'nothing to change');
export type MediaUpdateBody = z.output<typeof MediaUpdateBody>;
