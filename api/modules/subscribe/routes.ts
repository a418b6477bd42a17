import { answer, route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import { text } from '../../lib/texts.ts';
import * as calls from './contract.ts';
import { confirmSubscription, subscribe } from './service.ts';

export default async function subscribeRoutes(app: App) {
  // Per client IP, with the sign-in calls' limiter (shared through Redis when REDIS_URL is set).
  const perIp = () => ({ config: { rateLimit: { max: app.config.FORM_REQUESTS_PER_MINUTE, timeWindow: 60_000 } } });
  route(
    app,
    calls.save,
    async (ctx, { body }) => {
      await subscribe(ctx, body.email);
      return answer(null, 'Submitted successfully');
    },
    perIp(),
  );
  route(
    app,
    calls.confirm,
    async (ctx, { body }) => {
      await confirmSubscription(ctx, body.token);
      return answer(null, text(ctx.locale, 'api.subscribe.confirmed', { brand: ctx.config.BRAND_NAME }));
    },
    perIp(),
  );
}
