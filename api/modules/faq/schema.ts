import { z } from 'zod';
import { idParam, lang } from '../../lib/request.ts';

export const FaqListBody = z.strictObject({ category_id: idParam.optional(), lang });

export const FaqCategory = z.strictObject({ id: z.number().int(), cate_name: z.string() });
export type FaqCategory = z.infer<typeof FaqCategory>;

/** One question; the answer is HTML, sanitized when it was written. */
export const FaqEntry = z.strictObject({ id: z.number().int(), category_id: z.number().int(), question: z.string(), answer: z.string() });
export type FaqEntry = z.infer<typeof FaqEntry>;
