import type { Page } from '../../../api/lib/request.ts';
import type { SolvedProblem } from '../../../api/modules/solved-problems/schema.ts';
import { api } from './index.ts';

export const getSolvedProblems = (body: { product_id?: number; page?: number; page_size?: number }) =>
  api.post<Page<SolvedProblem>>('/solved/promblem/getList', { json: body });
