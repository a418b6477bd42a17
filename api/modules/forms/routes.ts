import { answer, route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { saveContact, saveJoin, saveWholesale } from './service.ts';

/** Spec §8's success text; the storefront shows its own translation of it. */
const SUBMITTED = 'Submitted successfully';

export default async function formRoutes(app: App) {
  // Each form counts per client IP on its own, with the mailing-list signup's limiter and budget.
  const perIp = () => ({ config: { rateLimit: { max: app.config.FORM_REQUESTS_PER_MINUTE, timeWindow: 60_000 } } });
  route(
    app,
    calls.contact,
    async (ctx, { body }) => {
      await saveContact(ctx, body);
      return answer(null, SUBMITTED);
    },
    perIp(),
  );
  route(
    app,
    calls.join,
    async (ctx, { body }) => {
      await saveJoin(ctx, body);
      return answer(null, SUBMITTED);
    },
    perIp(),
  );
  route(
    app,
    calls.wholesale,
    async (ctx, { body }) => {
      await saveWholesale(ctx, body);
      return answer(null, SUBMITTED);
    },
    perIp(),
  );
}
