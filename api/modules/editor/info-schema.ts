import { z } from 'zod';
import { wholeNumber } from '../../lib/fields.ts';
import { given, localizedOut, localizedPatch, richTextPatch } from './schema.ts';

/** GET /editor/info/list: the info pages by kind (3: the shipping rules), every locale; `content` is HTML. */
export const EditorInfoPage = z.strictObject({ kind: z.number().int(), title: localizedOut, content: localizedOut });
export const EditorInfoPages = z.array(EditorInfoPage);

/** POST /editor/info/update: a page's titles or HTML contents per locale (sanitized when stored). */
export const InfoUpdateBody = z
  .strictObject({ kind: wholeNumber(1, 99), title: localizedPatch.optional(), content: richTextPatch.optional() })
  .refine((b) => given(b.title) || given(b.content), 'nothing to change');
export type InfoUpdateBody = z.output<typeof InfoUpdateBody>;
