import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { articleData } from './service.ts';

export default async function articleRoutes(app: App) {
  route(app, calls.data, (ctx, { body }) => articleData(ctx, body.key));
}
