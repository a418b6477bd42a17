import { isInternalRequest } from '../../lib/draining.ts';
import { AppError, Code } from '../../lib/envelope.ts';
import { now } from '../../lib/clock.ts';
import { withChanges } from '../../lib/reads/changes.ts';
import { nestsDeeperThan } from '../../lib/json-depth.ts';
import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import { applyWebhook, reconcile } from './payment.ts';
import { resolveRefunds } from './refund.ts';
import { paypalWebhook } from './webhook-contract.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received: PayPal's signature covers these bytes, not a re-serialized object. */
    rawBody?: string;
  }
}

/** How often each instance asks PayPal about stuck and expired orders (an expired hold is released within this). */
const RECONCILE_EVERY_MS = 30_000;
/** An order approved but not captured, or a refund requested but not finished, for this long is looked into. */
const STUCK_AFTER_MS = 2 * 60_000;

/**
 * What keeps orders in step with PayPal without the shopper's browser: the webhook, and a
 * reconciliation on start-up and every minute (captures whose answer was lost, approved orders
 * never captured, unpaid orders past their time). Registered in its own scope so only the webhook
 * keeps raw bodies.
 */
export default async function paymentSyncRoutes(app: App) {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    req.rawBody = body as string;
    // Refused before parsing: a body nested thousands deep would overflow the stack where the event is walked.
    if (nestsDeeperThan(body as string)) return done(Object.assign(new Error('JSON body nested too deep'), { statusCode: 400 }), undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('Malformed JSON body'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });

  // Per client, as each delivery may cost a call to PayPal; the sandbox's own deliveries are the app's.
  const perClient = {
    config: { rateLimit: { max: app.config.WEBHOOK_REQUESTS_PER_MINUTE, timeWindow: 60_000, allowList: isInternalRequest } },
  };
  route(
    app,
    paypalWebhook,
    async (ctx, _args, req) => {
      let event: Awaited<ReturnType<typeof app.payments.verifyWebhook>>;
      try {
        event = await app.payments.verifyWebhook(req.headers, req.rawBody ?? '');
      } catch (err) {
        // PayPal could not say: a 503 makes PayPal deliver the event again later.
        ctx.log.warn({ err }, 'PayPal could not be asked to verify a webhook');
        throw new AppError(Code.unavailable, 'PayPal could not verify the webhook now; deliver it again later');
      }
      if (!event) throw new AppError(Code.invalid, 'Webhook signature does not verify');
      return { result: await applyWebhook(ctx, event) };
    },
    perClient,
  );

  // Payments and cancellations it makes reach the read cache once each move has committed.
  const ctx = { db: app.db, now, log: app.log };
  const sync = () =>
    withChanges(app.reads, async () => ({
      ...(await reconcile(ctx, app.payments, { olderThanMs: STUCK_AFTER_MS })),
      refunds: await resolveRefunds(ctx, app.payments, STUCK_AFTER_MS),
    }))
      .then((r) => (r.paid || r.cancelled || r.refunds.refunded || r.refunds.refused) && app.log.info(r, 'reconciled orders with PayPal'))
      .catch((err) => app.log.warn({ err }, 'reconciling orders with PayPal failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sync();
    timer = setInterval(sync, RECONCILE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
