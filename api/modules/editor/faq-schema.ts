import { z } from 'zod';
import { wholeNumber } from '../../lib/fields.ts';
import { idParam } from '../../lib/request.ts';
import { localizedOut, localizedPatch, richTextPatch, withEnglish } from './schema.ts';

const sort = wholeNumber(0, 100_000);

export const EditorFaqEntry = z.strictObject({
  id: z.number().int(),
  category_id: z.number().int(),
  question: localizedOut,
  answer: localizedOut,
  sort: z.number().int(),
});
/** GET /editor/faq/list: the FAQ's categories and every entry, every locale. */
export const EditorFaq = z.strictObject({
  categories: z.array(z.strictObject({ id: z.number().int(), name: localizedOut })),
  entries: z.array(EditorFaqEntry),
});

/** POST /editor/faq/create: a new question in a category; English is required, the answer is HTML (sanitized). */
export const FaqCreateBody = z.strictObject({
  category_id: idParam,
  question: withEnglish(localizedPatch),
  answer: withEnglish(richTextPatch),
  sort: sort.optional(),
});
export type FaqCreateBody = z.output<typeof FaqCreateBody>;

/** POST /editor/faq/update: a question's texts per locale, its category or its place. */
export const FaqUpdateBody = z
  .strictObject({
    id: idParam,
    category_id: idParam.optional(),
    question: localizedPatch.optional(),
    answer: richTextPatch.optional(),
    sort: sort.optional(),
  })
  .refine((b) => Object.entries(b).some(([k, v]) => k !== 'id' && v !== undefined), 'nothing to change');
export type FaqUpdateBody = z.output<typeof FaqUpdateBody>;

/** POST /editor/faq/delete */
export const FaqDeleteBody = z.strictObject({ id: idParam });
export const FaqDeleted = z.strictObject({ id: z.number().int() });
