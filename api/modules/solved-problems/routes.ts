import { ok } from '../../lib/envelope.ts';
import { localeOf } from '../../lib/request.ts';
import type { App } from '../../lib/types.ts';
import { SolvedProblemListBody } from '../products/schema.ts';
import { solvedProblemList } from './service.ts';

export default async function solvedProblemRoutes(app: App) {
  // The spec's path spells it "promblem".
  app.post('/solved/promblem/getList', { schema: { body: SolvedProblemListBody } }, async (req) =>
    ok(await solvedProblemList(app.db, req.body, localeOf(req))));
}
