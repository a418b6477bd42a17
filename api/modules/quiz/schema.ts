import { z } from 'zod';
import { countryCode, lang } from '../../lib/request.ts';
import { QUIZ_QUESTIONS } from './rules.ts';

export const QuizBody = z.strictObject({
  experience: z.enum(QUIZ_QUESTIONS.experience),
  goal: z.enum(QUIZ_QUESTIONS.goal),
  company: z.enum(QUIZ_QUESTIONS.company),
  budget: z.enum(QUIZ_QUESTIONS.budget),
  country_code: countryCode,
  lang,
});
export type QuizBody = z.infer<typeof QuizBody>;
