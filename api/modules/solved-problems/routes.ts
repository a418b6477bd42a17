import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { solvedProblemList } from './service.ts';

export default async function solvedProblemRoutes(app: App) {
  route(app, calls.list, (ctx, { body }) => solvedProblemList(ctx, body));
}
