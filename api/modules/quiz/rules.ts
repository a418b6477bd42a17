/** The product-finder quiz (/quiz): its questions and answers, shared by the API and the storefront (no zod). */

export const QUIZ_QUESTIONS = {
  experience: ['new', 'some', 'experienced'],
  goal: ['external', 'internal', 'massage', 'care'],
  company: ['solo', 'partner'],
  budget: ['under_30', 'from_30_to_60', 'over_60', 'any'],
} as const;

export type QuizQuestion = keyof typeof QUIZ_QUESTIONS;
export type QuizAnswers = { [Q in QuizQuestion]: (typeof QUIZ_QUESTIONS)[Q][number] };

/** How many products the quiz recommends. */
export const QUIZ_RESULTS = 4;
