import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { listPublishes, requestPublish } from './service.ts';

export default async function publishRoutes(app: App) {
  route(app, calls.publish, (ctx) => requestPublish(ctx, app.publisher));
  route(app, calls.preview, (ctx) => requestPublish(ctx, app.publisher, 'preview'));
  route(app, calls.publishList, (ctx, { query }) => listPublishes(ctx, app.publisher, query));
}
