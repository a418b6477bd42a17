import { z } from 'zod';
import { text, wholeNumber } from '../../lib/fields.ts';
import { LOCALES } from '../../lib/locales.ts';
import { idParam } from '../../lib/request.ts';
import { given, localizedOut, withEnglish } from './schema.ts';

/** Plain texts per locale, each shown as one paragraph on the product page (no HTML, no line breaks). */
const plainPatch = (max: number) => z.partialRecord(z.enum(LOCALES), text().trim().min(1).max(max));
const problemPatch = plainPatch(300);
const solutionPatch = plainPatch(2_000);
const sort = wholeNumber(0, 100_000);

/** GET /editor/solved/list: one product's solved problems (published or not), in the order its page shows them. */
export const SolvedListQuery = z.strictObject({ product_id: idParam });
export const EditorSolvedProblem = z.strictObject({
  id: z.number().int(),
  product_id: z.number().int(),
  problem: localizedOut,
  solution: localizedOut,
  sort: z.number().int(),
});
export const EditorSolvedProblems = z.array(EditorSolvedProblem);

/** POST /editor/solved/create: a new entry of a product; English is required. */
export const SolvedCreateBody = z.strictObject({
  product_id: idParam,
  problem: withEnglish(problemPatch),
  solution: withEnglish(solutionPatch),
  sort: sort.optional(),
});
export type SolvedCreateBody = z.output<typeof SolvedCreateBody>;

/** POST /editor/solved/update: an entry's texts per locale (the locales left out keep theirs) or its place. */
export const SolvedUpdateBody = z
  .strictObject({ id: idParam, problem: problemPatch.optional(), solution: solutionPatch.optional(), sort: sort.optional() })
  .refine((b) => given(b.problem) || given(b.solution) || b.sort !== undefined, 'nothing to change');
export type SolvedUpdateBody = z.output<typeof SolvedUpdateBody>;

/** POST /editor/solved/delete */
export const SolvedDeleteBody = z.strictObject({ id: idParam });
export const SolvedDeleted = z.strictObject({ id: z.number().int() });
