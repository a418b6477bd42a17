import { z } from 'zod';
import { idParam, lang, pageOf, pagination } from '../../lib/request.ts';

export const SolvedProblemListBody = z.strictObject({ product_id: idParam.optional(), lang, ...pagination });

export const SolvedProblem = z.strictObject({
  id: z.number().int(),
  product_id: z.number().int(),
  problem: z.string(),
  solution: z.string(),
});
export type SolvedProblem = z.infer<typeof SolvedProblem>;
export const SolvedProblemPage = pageOf(SolvedProblem);
