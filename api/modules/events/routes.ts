import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { EVENT_BODY_LIMIT } from './rules.ts';

export default async function eventRoutes(app: App) {
  // navigator.sendBeacon sends a string as text/plain: here (this plugin only) it is read as JSON.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: EVENT_BODY_LIMIT }, app.getDefaultJsonParser('error', 'ignore'));
  route(
    app,
    calls.save,
    (ctx, { body }) => {
      app.eventBuffer.add(body.events, ctx.now());
      return null;
    },
    { config: { rateLimit: { max: app.config.EVENT_REQUESTS_PER_MINUTE, timeWindow: 60_000 } }, bodyLimit: EVENT_BODY_LIMIT },
  );
}
