import { defineCall } from '../../lib/contract.ts';
import { SolvedProblemListBody, SolvedProblemPage } from './schema.ts';

/** The spec's path spells it "promblem". */
export const list = defineCall({
  method: 'POST',
  path: '/solved/promblem/getList',
  auth: 'none',
  body: SolvedProblemListBody,
  response: SolvedProblemPage,
});
