import { quiz } from './calls.ts';
import { bind } from './index.ts';

export const getQuizRecommendations = bind(quiz.recommend);
