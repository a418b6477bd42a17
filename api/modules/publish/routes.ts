import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { listPublishes, requestPublish } from './service.ts';

/** The longest a worker's claim waits (a worker asks again right after). */
const CLAIM_WAIT_MS = 25_000;

export default async function publishRoutes(app: App) {
  route(app, calls.publish, (ctx) => requestPublish(ctx, app.publishJobs));
  route(app, calls.preview, (ctx) => requestPublish(ctx, app.publishJobs, 'preview'));
  route(app, calls.publishList, (ctx, { query }) => listPublishes(ctx, app.publishJobs, query));

  // The build worker's side; an API serving no site has no queue, so its worker finds nothing to do.
  route(app, calls.jobClaim, async (_ctx, { body }) => {
    const row = await app.publishJobs?.claim(body.builder, Math.min(body.wait_ms, CLAIM_WAIT_MS));
    return { job: row ? { id: row.id, kind: row.kind } : null };
  });
  route(app, calls.jobProgress, async (_ctx, { body }) => ({ yours: (await app.publishJobs?.progress(body)) ?? false }));
  route(app, calls.jobFinish, async (_ctx, { body }) => ({ yours: (await app.publishJobs?.finish(body)) ?? false }));
}
