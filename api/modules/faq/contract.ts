import { z } from 'zod';
import { defineCall } from '../../lib/contract.ts';
import { LangQuery } from '../../lib/request.ts';
import { FaqCategory, FaqEntry, FaqListBody } from './schema.ts';

export const categories = defineCall({
  method: 'GET',
  path: '/faq/getCatList',
  auth: 'none',
  query: LangQuery,
  response: z.array(FaqCategory),
});

/** The questions of one category, or of every category (in category order) without category_id. */
export const list = defineCall({ method: 'POST', path: '/faq/getList', auth: 'none', body: FaqListBody, response: z.array(FaqEntry) });
