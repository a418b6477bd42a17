import { z } from 'zod';
import { text, wholeNumber } from '../../lib/fields.ts';
import { LOCALES } from '../../lib/locales.ts';
import { idParam } from '../../lib/request.ts';
import { given, localizedOut, localizedPatch } from './schema.ts';

/**
 * A chapter's body per locale: plain text (the shop shows it as text, a blank line starting a new
 * paragraph, never as HTML). Line ends are stored as "\n", which is what the paragraphs split on.
 */
const bodyPatch = z.partialRecord(
  z.enum(LOCALES),
  text({ multiline: true })
    .trim()
    .min(1)
    .max(50_000)
    .transform((s) => s.replace(/\r\n?/g, '\n')),
);
/** A comic page's text for screen readers (and its caption), per locale. */
const altPatch = z.partialRecord(z.enum(LOCALES), text().trim().min(1).max(500));
/** A chapter's or page's place in its story, from 0. */
const index = wholeNumber(0, 9_999);

/** GET /editor/story/detail: a novel's chapters or a comic's pages, every locale. */
export const StoryDetailQuery = z.strictObject({ kind: z.enum(['novel', 'comic']), id: idParam });
export type StoryDetailQuery = z.output<typeof StoryDetailQuery>;
export const EditorChapter = z.strictObject({ title: localizedOut, body: localizedOut });
export const EditorComicPage = z.strictObject({ image_url: z.string(), alt: localizedOut });
export const EditorStory = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('novel'), id: z.number().int(), chapters: z.array(EditorChapter) }),
  z.strictObject({ kind: z.literal('comic'), id: z.number().int(), pages: z.array(EditorComicPage) }),
]);
export type EditorStory = z.output<typeof EditorStory>;

/** POST /editor/story/chapter/update: a novel's chapter's title or body per locale (the locales left out keep theirs). */
export const ChapterUpdateBody = z
  .strictObject({ id: idParam, index, title: localizedPatch.optional(), body: bodyPatch.optional() })
  .refine((b) => given(b.title) || given(b.body), 'nothing to change');
export type ChapterUpdateBody = z.output<typeof ChapterUpdateBody>;
export const EditedChapter = EditorChapter.extend({ id: z.number().int(), index: z.number().int() });

/** POST /editor/story/page/update: a comic page's alt text per locale. */
export const ComicPageUpdateBody = z.strictObject({ id: idParam, index, alt: altPatch }).refine((b) => given(b.alt), 'nothing to change');
export type ComicPageUpdateBody = z.output<typeof ComicPageUpdateBody>;
export const EditedComicPage = EditorComicPage.extend({ id: z.number().int(), index: z.number().int() });
