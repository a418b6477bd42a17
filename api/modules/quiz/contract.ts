import { z } from 'zod';
import { defineCall } from '../../lib/contract.ts';
import { ProductListItem } from '../products/schema.ts';
import { QuizBody } from './schema.ts';

/** The product finder: the quiz's answers in, the best matching products of the catalogue out (best first). */
export const recommend = defineCall({
  method: 'POST',
  path: '/quiz/recommend',
  auth: 'optional',
  body: QuizBody,
  response: z.array(ProductListItem),
});
