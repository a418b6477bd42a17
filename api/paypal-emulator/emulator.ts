import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import {
  createEmulatorTables,
  findOrder,
  findOrderByCapture,
  findReplay,
  insertOrder,
  saveOrder,
  type EmulatedOrder,
  type Replay,
} from './store.ts';
import { signedCaptureEvent, verifySignature } from './webhooks.ts';

/**
 * A PayPal sandbox emulator: the subset of Orders v2 / Payments v2 / webhook verification the shop
 * uses, with PayPal's paths, JSON shapes, status codes and state rules, plus buyer-side endpoints and
 * a stand-in web SDK for the browser. Served under /paypal-sandbox when no PayPal credentials are
 * configured (never in production), so checkout works offline and in tests.
 */
export const EMULATOR_PREFIX = '/paypal-sandbox';
export const EMULATOR_CLIENT_ID = 'emulator-client-id';

export interface EmulatorOptions {
  db: Db;
  /** Sends a signed webhook event to the shop (async; failures are logged, never thrown). */
  deliver?: (event: { body: string; headers: Record<string, string> }) => Promise<void>;
}

type Reply = { status: number; body: unknown };
const issue = (status: number, name: string, issueName: string, description: string): Reply => ({
  status,
  body: { name, message: description, details: [{ issue: issueName, description }], debug_id: randomBytes(6).toString('hex') },
});
const unprocessable = (issueName: string, description: string) => issue(422, 'UNPROCESSABLE_ENTITY', issueName, description);
const notFound = () => issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');

const newId = () => randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
const now = () => new Date().toISOString();
const sdkSource = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'sdk', 'core.js'), 'utf8');

/** The mock codes of PayPal's negative testing header. */
function mockCode(req: FastifyRequest): string | null {
  const header = req.headers['paypal-mock-response'];
  if (typeof header !== 'string') return null;
  try {
    return (JSON.parse(header) as { mock_application_codes?: string }).mock_application_codes ?? null;
  } catch {
    return null;
  }
}

export async function registerPayPalEmulator(app: FastifyInstance, opts: EmulatorOptions): Promise<void> {
  const { db } = opts;
  await createEmulatorTables(db);

  const send = (reply: FastifyReply, r: Reply) =>
    reply.status(r.status).header('content-type', 'application/json').send(JSON.stringify(r.body));

  /** What a write decides: an answer that changes nothing (an error), or an answer and the write that stores it. */
  type Step = Reply | { answer: Reply; write: (replay: Replay | null) => Promise<boolean> };

  /** The scope-qualified PayPal-Request-Id of a request, if it has one. */
  const requestKey = (req: FastifyRequest, scope: string) => {
    const requestId = req.headers['paypal-request-id'];
    return typeof requestId === 'string' && requestId ? `${scope}:${requestId}` : null;
  };

  /**
   * Runs a write once per request id (`key`): a repeat gets the first answer. Writes are optimistic:
   * `step` reads, decides and writes only what it read unchanged, storing the answer in the same
   * statement; when another request got there first, it looks again.
   */
  async function once(key: string | null, step: () => Promise<Step>): Promise<Reply> {
    const earlier = async () => (key ? await findReplay(db, key) : null);
    for (let attempt = 0; attempt < 10; attempt++) {
      const next = await step();
      if (!('write' in next)) return (await earlier()) ?? next;
      const { answer } = next;
      if (await next.write(key && answer.status < 300 ? { key, status: answer.status, body: answer.body } : null)) return answer;
      const replay = await earlier();
      if (replay) return replay;
    }
    return issue(409, 'RESOURCE_CONFLICT', 'RESOURCE_CONFLICT', 'The server has detected a conflict while processing this request.');
  }

  const authorized = (req: FastifyRequest) => /^Bearer \S+$/.test(req.headers.authorization ?? '');

  await app.register(
    async (pp) => {
      pp.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, body));
      pp.addHook('onRequest', async (req, reply) => {
        const open =
          req.url.startsWith(`${EMULATOR_PREFIX}/v1/oauth2/token`) ||
          req.url.startsWith(`${EMULATOR_PREFIX}/buyer/`) ||
          req.url.startsWith(`${EMULATOR_PREFIX}/web-sdk/`);
        if (!open && !authorized(req))
          return send(
            reply,
            issue(
              401,
              'AUTHENTICATION_FAILURE',
              'AUTHENTICATION_FAILURE',
              'Authentication failed due to invalid authentication credentials.',
            ),
          );
      });

      pp.post('/v1/oauth2/token', async (req, reply) => {
        if (!/^Basic \S+$/.test(req.headers.authorization ?? ''))
          return reply.status(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
        return {
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: `A21${randomBytes(24).toString('base64url')}`,
          token_type: 'Bearer',
          app_id: 'APP-EMULATOR',
          expires_in: 32400,
          nonce: randomUUID(),
        };
      });

      pp.post('/v2/checkout/orders', async (req, reply) => {
        const input = (req.body ?? {}) as Record<string, any>;
        const answer = await once(requestKey(req, 'create'), async () => {
          if (input.intent !== 'CAPTURE' || !Array.isArray(input.purchase_units) || !input.purchase_units[0]?.amount?.value) {
            return issue(
              400,
              'INVALID_REQUEST',
              'MISSING_REQUIRED_PARAMETER',
              'Request is not well-formed, syntactically incorrect, or violates schema.',
            );
          }
          const id = newId();
          const body = {
            id,
            intent: 'CAPTURE',
            status: 'CREATED',
            purchase_units: input.purchase_units.map((u: Record<string, unknown>) => ({ reference_id: 'default', ...u })),
            create_time: now(),
            links: [
              { href: `${EMULATOR_PREFIX}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
              { href: `${EMULATOR_PREFIX}/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
            ],
          };
          return {
            answer: { status: 201, body },
            write: (replay) => insertOrder(db, { id, status: 'CREATED', body, funding: null, outcome: null }, replay),
          };
        });
        return send(reply, answer);
      });

      pp.get('/v2/checkout/orders/:id', async (req, reply) => {
        const order = await findOrder(db, (req.params as { id: string }).id);
        return send(reply, order ? { status: 200, body: order.body } : notFound());
      });

      pp.patch('/v2/checkout/orders/:id', async (req, reply) => {
        const id = (req.params as { id: string }).id;
        const ops = req.body as Array<{ op: string; path: string; value: unknown }>;
        const answer = await once(null, async () => {
          const order = await findOrder(db, id);
          if (!order) return notFound();
          if (order.status !== 'CREATED' && order.status !== 'APPROVED') {
            return unprocessable('ORDER_ALREADY_COMPLETED', 'The order cannot be patched after it is completed.');
          }
          for (const op of Array.isArray(ops) ? ops : []) {
            if (op.op !== 'replace' || !/^\/purchase_units\/@reference_id=='default'\/amount$/.test(op.path)) {
              return unprocessable('PATCH_PATH_NOT_SUPPORTED', `Patch path ${op.path} is not supported by the emulator.`);
            }
            order.body.purchase_units[0].amount = op.value;
          }
          return { answer: { status: 204, body: '' }, write: () => saveOrder(db, order, null) };
        });
        if (answer.status === 204) return reply.status(204).send();
        return send(reply, answer);
      });

      pp.post('/v2/checkout/orders/:id/capture', async (req, reply) => {
        const id = (req.params as { id: string }).id;
        const mock = mockCode(req);
        let event: { type: string; capture: Record<string, unknown> } | null = null;
        const answer = await once(requestKey(req, `capture:${id}`), async () => {
          const order = await findOrder(db, id);
          if (!order) return notFound();
          if (mock === 'INSTRUMENT_DECLINED')
            return unprocessable(
              'INSTRUMENT_DECLINED',
              'The instrument presented was either declined by the processor or bank, or it cannot be used for this payment.',
            );
          if (mock === 'TRANSACTION_REFUSED') return unprocessable('TRANSACTION_REFUSED', 'The request was refused.');
          if (order.status === 'COMPLETED')
            return unprocessable(
              'ORDER_ALREADY_CAPTURED',
              "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
            );
          if (order.status !== 'APPROVED') return unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
          const unit = order.body.purchase_units[0];
          // The buyer's test funding source decides the capture's own status, as in PayPal's sandbox.
          const captureStatus = order.outcome === 'declined' ? 'DECLINED' : order.outcome === 'pending' ? 'PENDING' : 'COMPLETED';
          const capture = {
            id: newId(),
            status: captureStatus,
            ...(captureStatus === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
            amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
            final_capture: true,
            custom_id: unit.custom_id,
            invoice_id: unit.invoice_id,
            supplementary_data: { related_ids: { order_id: id } },
            create_time: now(),
          };
          unit.payments = { captures: [capture] };
          order.status = 'COMPLETED';
          order.body.status = 'COMPLETED';
          const type =
            captureStatus === 'COMPLETED'
              ? 'PAYMENT.CAPTURE.COMPLETED'
              : captureStatus === 'PENDING'
                ? 'PAYMENT.CAPTURE.PENDING'
                : 'PAYMENT.CAPTURE.DENIED';
          return {
            answer: { status: 201, body: order.body },
            write: async (replay) => {
              const saved = await saveOrder(db, order, replay);
              // Only the request whose write stored the capture announces it.
              if (saved) event = { type, capture };
              return saved;
            },
          };
        });
        if (event) deliver((event as { type: string }).type, (event as { capture: Record<string, unknown> }).capture);
        return send(reply, answer);
      });

      pp.post('/v2/payments/captures/:id/refund', async (req, reply) => {
        const captureId = (req.params as { id: string }).id;
        let refunded: Record<string, unknown> | null = null;
        const answer = await once(requestKey(req, `refund:${captureId}`), async () => {
          refunded = null;
          const order = await findOrderByCapture(db, captureId);
          if (!order) return notFound();
          const capture = order.body.purchase_units[0].payments.captures[0];
          if (capture.status !== 'COMPLETED')
            return unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded or cannot be refunded.');
          capture.status = 'REFUNDED';
          const amount = (req.body as { amount?: unknown } | null)?.amount ?? capture.amount;
          const refund = { id: newId(), status: 'COMPLETED', amount, create_time: now() };
          return {
            answer: { status: 201, body: refund },
            write: async (replay) => {
              const saved = await saveOrder(db, order, replay);
              if (saved) refunded = capture;
              return saved;
            },
          };
        });
        if (refunded) deliver('PAYMENT.CAPTURE.REFUNDED', refunded);
        return send(reply, answer);
      });

      pp.post('/v1/notifications/verify-webhook-signature', async (req) => ({ verification_status: verifySignature(req.body as never) }));

      // ---- The buyer's side, for the stand-in SDK's approval window ----

      pp.post('/buyer/orders/:id/approve', async (req, reply) => {
        const id = (req.params as { id: string }).id;
        const input = (req.body ?? {}) as { funding?: string; outcome?: string; country?: string };
        const answer = await once(null, async () => {
          const order = await findOrder(db, id);
          if (!order) return notFound();
          if (order.status !== 'CREATED' && order.status !== 'APPROVED')
            return unprocessable('ORDER_ALREADY_COMPLETED', 'The order is no longer payable.');
          const next: EmulatedOrder = {
            ...order,
            status: 'APPROVED',
            funding: input.funding ?? 'paypal',
            outcome: input.outcome ?? 'approve',
          };
          next.body.status = 'APPROVED';
          next.body.payment_source = { [next.funding === 'card' ? 'card' : next.funding === 'venmo' ? 'venmo' : 'paypal']: {} };
          if (input.country) next.body.purchase_units[0].shipping = { address: { country_code: input.country } };
          return { answer: { status: 200, body: next.body }, write: () => saveOrder(db, next, null) };
        });
        return send(reply, answer);
      });

      pp.get('/buyer/orders/:id', async (req, reply) => {
        const order = await findOrder(db, (req.params as { id: string }).id);
        return send(reply, order ? { status: 200, body: order.body } : notFound());
      });

      pp.get('/web-sdk/v6/core', async (req, reply) => {
        // ?fail=1 lets a test see the storefront's "paypal failed to load".
        if ((req.query as { fail?: string }).fail) return reply.status(503).type('text/plain').send('unavailable');
        return reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-store').send(sdkSource);
      });
    },
    { prefix: EMULATOR_PREFIX },
  );

  function deliver(type: string, capture: Record<string, unknown>) {
    if (!opts.deliver) return;
    const event = signedCaptureEvent(type, capture, `Payment ${type.split('.').pop()?.toLowerCase()}`);
    setImmediate(() => {
      opts.deliver!(event).catch((err) => app.log.warn({ err }, 'emulator could not deliver a webhook'));
    });
  }
}
