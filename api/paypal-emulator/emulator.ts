import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { centsOrNull, centsToString } from '../lib/money.ts';
import {
  createEmulatorTables,
  findOrder,
  findOrderByCapture,
  findReplay,
  insertOrder,
  RecentOrders,
  saveOrder,
  type EmulatedOrder,
  type Replay,
} from './store.ts';
import { accessTokenValid, clientCredentialsMatch, issueAccessToken } from './auth.ts';
import type { SandboxSecrets } from './secrets.ts';
import { signedCaptureEvent, verifySignature } from './webhooks.ts';

/**
 * A PayPal sandbox emulator: the subset of Orders v2 / Payments v2 / webhook verification the shop
 * uses, with PayPal's paths, JSON shapes, status codes and state rules, plus buyer-side endpoints and
 * a stand-in web SDK for the browser. Served under /paypal-sandbox when no PayPal credentials are
 * configured (never in production), so checkout works offline and in tests.
 */
export const EMULATOR_PREFIX = '/paypal-sandbox';

export interface EmulatorOptions {
  db: Db;
  /** Whether its tables are logged (see `createEmulatorTables`). */
  durable: boolean;
  /** This installation's webhook key and client secret. */
  secrets: SandboxSecrets;
  /** Sends a signed webhook event to the shop (async; failures are logged, never thrown). */
  deliver?: (event: { body: string; headers: Record<string, string> }) => Promise<void>;
  /** Posts to a shop's callback URL (the server-side shipping callback) and returns its answer. */
  callShop?: (url: string, body: unknown) => Promise<{ status: number; body: unknown }>;
}

/** The shipping callback an order's wallet asked for, wherever the request put its experience_context. */
const callbackUrlOf = (input: Record<string, any>): string | null => {
  const wallet = input.payment_source?.venmo ?? input.payment_source?.paypal;
  const url = wallet?.experience_context?.order_update_callback_config?.callback_url;
  return typeof url === 'string' ? url : null;
};

type Reply = { status: number; body: unknown };
const issue = (status: number, name: string, issueName: string, description: string): Reply => ({
  status,
  body: { name, message: description, details: [{ issue: issueName, description }], debug_id: randomBytes(6).toString('hex') },
});
const unprocessable = (issueName: string, description: string) => issue(422, 'UNPROCESSABLE_ENTITY', issueName, description);
/** PayPal's 400: the request is not well-formed or violates the schema, with the field at fault. */
const invalidRequest = (issueName: string, description: string, field: string, location = 'body'): Reply => ({
  status: 400,
  body: {
    name: 'INVALID_REQUEST',
    message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
    details: [{ field, location, issue: issueName, description }],
    debug_id: randomBytes(6).toString('hex'),
  },
});
const MALFORMED = Symbol('malformed JSON');
const notFound = () => issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');

/**
 * PayPal posts a webhook a moment after the call that caused it has answered; the emulator waits as
 * long, so the shop meets the webhook after its capture answer, as it does live (tests that need
 * other timings deliver by hand, with PAYPAL_EMULATOR_WEBHOOKS=off).
 */
const WEBHOOK_DELAY_MS = 1000;

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

/** `Prefer: return=representation` asks for the whole resource; PayPal's default is return=minimal. */
const representation = (req: FastifyRequest) => /return=representation/i.test(String(req.headers.prefer ?? ''));

/** Links are absolute URLs at PayPal; here they point back at the emulator as the request reached it. */
const apiBase = (req: FastifyRequest) => `${req.protocol}://${req.host}${EMULATOR_PREFIX}`;

const UNIT_PATH = "/purchase_units/@reference_id=='default'";

/**
 * PayPal's amount rules for a purchase unit (create and patch): the breakdown adds up to the total,
 * and the items (unit_amount x quantity) add up to item_total.
 */
function amountProblem(unit: Record<string, any>): Reply | null {
  const amount = unit.amount ?? {};
  if (centsOrNull(amount.value) === null || typeof amount.currency_code !== 'string')
    return invalidRequest(
      'INVALID_PARAMETER_SYNTAX',
      'The value of a field does not conform to the expected format.',
      `${UNIT_PATH}/amount/value`,
    );
  const total = centsOrNull(amount.value)!;
  const part = (m: { value?: unknown } | undefined) => (m ? (centsOrNull(m.value) ?? Number.NaN) : 0);
  const b = amount.breakdown as Record<string, { value?: unknown }> | undefined;
  if (b) {
    const sum =
      part(b.item_total) +
      part(b.tax_total) +
      part(b.shipping) +
      part(b.handling) +
      part(b.insurance) -
      part(b.shipping_discount) -
      part(b.discount);
    if (sum !== total)
      return unprocessable(
        'AMOUNT_MISMATCH',
        'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
      );
  }
  const items = Array.isArray(unit.items) ? (unit.items as Array<{ quantity?: unknown; unit_amount?: { value?: unknown } }>) : [];
  if (items.length) {
    if (!b?.item_total)
      return unprocessable(
        'ITEM_TOTAL_REQUIRED',
        'If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.',
      );
    const sum = items.reduce((s, i) => s + part(i.unit_amount) * Number(i.quantity ?? Number.NaN), 0);
    if (sum !== part(b.item_total))
      return unprocessable(
        'ITEM_TOTAL_MISMATCH',
        'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
      );
  }
  return null;
}

/** The sandbox's test buyer, as an approved order names them (payer, and the wallet's payment_source). */
/** The sandbox buyer's street address (its country is the one the buyer ships to). */
const TEST_ADDRESS = {
  address_line_1: '1 Sandbox Street',
  address_line_2: 'Apt 2',
  admin_area_2: 'Testville',
  admin_area_1: 'CA',
  postal_code: '95131',
};
const TEST_PAYER = {
  name: { given_name: 'Test', surname: 'Buyer' },
  email_address: 'buyer@example.com',
  payer_id: 'EMULATORPAYER01',
};
function paymentSource(funding: string): Record<string, unknown> {
  if (funding === 'card') return { card: { name: 'Test Buyer', last_digits: '1111', brand: 'VISA', type: 'CREDIT' } };
  const wallet = { email_address: TEST_PAYER.email_address, account_id: TEST_PAYER.payer_id, name: TEST_PAYER.name };
  if (funding === 'venmo') return { venmo: { ...wallet, user_name: 'test-buyer' } };
  return { paypal: { ...wallet, account_status: 'VERIFIED' } };
}

export async function registerPayPalEmulator(app: FastifyInstance, opts: EmulatorOptions): Promise<void> {
  /** Webhooks not yet sent; a closing app drops them (PayPal would retry; reconciliation settles what they said). */
  const pending = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => pending.forEach(clearTimeout));
  const { db, secrets } = opts;
  await createEmulatorTables(db, opts.durable);

  const send = (reply: FastifyReply, r: Reply) =>
    reply
      .status(r.status)
      .header('content-type', 'application/json')
      .send(JSON.stringify(withInformationLink(reply, r)));

  /** PayPal's errors link to the issue's entry in the API reference (Orders v2 or Payments v2). */
  function withInformationLink(reply: FastifyReply, r: Reply): unknown {
    const body = r.body as { details?: Array<{ issue?: string }>; links?: unknown } | null;
    const issueName = body?.details?.[0]?.issue;
    if (r.status < 400 || !issueName || body?.links) return r.body;
    const api = reply.request.url.includes('/v2/payments/') ? 'payments' : 'orders';
    const href = `https://developer.paypal.com/docs/api/${api}/v2/#error-${issueName}`;
    return { ...body, links: [{ href, rel: 'information_link', method: 'GET' }] };
  }

  const recent = new RecentOrders();

  /** What a write decides: an answer that changes nothing (an error), or an answer and the write that stores it. */
  type Step = Reply | { answer: Reply; write: (replay: Replay | null) => Promise<boolean> };

  /** The scope-qualified PayPal-Request-Id of a request, if it has one. */
  const requestKey = (req: FastifyRequest, scope: string) => {
    const requestId = req.headers['paypal-request-id'];
    return typeof requestId === 'string' && requestId ? `${scope}:${requestId}` : null;
  };

  /**
   * Runs a write once per request id (`key`): a repeat gets the first answer. Writes are optimistic:
   * `step` reads (through `read`), decides and writes only what it read unchanged, storing the answer
   * in the same statement; when another request got there first, it looks again.
   */
  async function once(key: string | null, step: (read: (id: string) => Promise<EmulatedOrder | null>) => Promise<Step>): Promise<Reply> {
    const earlier = async () => (key ? await findReplay(db, key) : null);
    for (let attempt = 0; attempt < 10; attempt++) {
      // The first try starts from this instance's copy of the order, if it wrote it last.
      let remembered = false;
      const read = async (id: string) => {
        const copy = attempt === 0 ? recent.get(id) : undefined;
        remembered ||= copy !== undefined;
        return copy ?? (await findOrder(db, id));
      };
      const next = await step(read);
      // A refusal is only answered from the database's copy: this instance's may be stale.
      if (!('write' in next) && remembered) continue;
      if (!('write' in next)) return (await earlier()) ?? next;
      const { answer } = next;
      if (await next.write(key && answer.status < 300 ? { key, status: answer.status, body: answer.body } : null)) return answer;
      const replay = await earlier();
      if (replay) return replay;
    }
    return issue(409, 'RESOURCE_CONFLICT', 'RESOURCE_CONFLICT', 'The server has detected a conflict while processing this request.');
  }

  const authorized = (req: FastifyRequest) => accessTokenValid(secrets.clientSecret, req.headers.authorization);

  await app.register(
    async (pp) => {
      pp.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, body));
      // PayPal takes an empty body where the body is optional (a capture, a full refund), also with
      // Content-Type: application/json, as PayPal's server SDK sends it; malformed JSON is PayPal's 400.
      pp.removeContentTypeParser('application/json');
      pp.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
        const text = String(body);
        if (!text.trim()) return done(null, undefined);
        try {
          done(null, JSON.parse(text));
        } catch {
          done(null, MALFORMED);
        }
      });
      pp.addHook('preHandler', async (req, reply) => {
        if (req.body === MALFORMED)
          return send(reply, invalidRequest('MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.', '/', 'body'));
      });
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
        if (!clientCredentialsMatch(secrets.clientSecret, req.headers.authorization))
          return reply.status(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
        return {
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: issueAccessToken(secrets.clientSecret),
          token_type: 'Bearer',
          app_id: 'APP-EMULATOR',
          expires_in: 32400,
          nonce: randomUUID(),
        };
      });

      pp.post('/v2/checkout/orders', async (req, reply) => {
        const input = (req.body ?? {}) as Record<string, any>;
        const answer = await once(requestKey(req, 'create'), async () => {
          const missing = 'A required field / parameter is missing.';
          if (!input.intent) return invalidRequest('MISSING_REQUIRED_PARAMETER', missing, '/intent');
          // The emulator does authorize-then-capture no more than the shop does.
          if (input.intent !== 'CAPTURE') return invalidRequest('INVALID_PARAMETER_VALUE', 'The value of a field is invalid.', '/intent');
          if (!Array.isArray(input.purchase_units) || !input.purchase_units.length)
            return invalidRequest('MISSING_REQUIRED_PARAMETER', missing, '/purchase_units');
          if (!input.purchase_units[0]?.amount) return invalidRequest('MISSING_REQUIRED_PARAMETER', missing, `${UNIT_PATH}/amount`);
          const problem = amountProblem(input.purchase_units[0]);
          if (problem) return problem;
          const id = newId();
          const self = `${apiBase(req)}/v2/checkout/orders/${id}`;
          const body = {
            id,
            intent: 'CAPTURE',
            status: 'CREATED',
            purchase_units: input.purchase_units.map((u: Record<string, unknown>) => ({ reference_id: 'default', ...u })),
            create_time: now(),
            // With a payment_source (the shop's experience context) PayPal answers a payer-action link;
            // without, the approve / update / capture links.
            links: input.payment_source
              ? [
                  { href: self, rel: 'self', method: 'GET' },
                  { href: `${apiBase(req)}/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
                ]
              : [
                  { href: self, rel: 'self', method: 'GET' },
                  { href: `${apiBase(req)}/checkoutnow?token=${id}`, rel: 'approve', method: 'GET' },
                  { href: self, rel: 'update', method: 'PATCH' },
                  { href: `${self}/capture`, rel: 'capture', method: 'POST' },
                ],
          };
          return {
            answer: { status: 201, body },
            write: (replay) =>
              insertOrder(
                db,
                { id, status: 'CREATED', body, funding: null, outcome: null, callbackUrl: callbackUrlOf(input) },
                replay,
                recent,
              ),
          };
        });
        if (answer.status === 201 && !representation(req)) {
          const { id, status, links } = answer.body as Record<string, unknown>;
          return send(reply, { status: 201, body: { id, status, links } });
        }
        return send(reply, answer);
      });

      pp.get('/v2/checkout/orders/:id', async (req, reply) => {
        const order = await findOrder(db, (req.params as { id: string }).id);
        return send(reply, order ? { status: 200, body: order.body } : notFound());
      });

      pp.patch('/v2/checkout/orders/:id', async (req, reply) => {
        const id = (req.params as { id: string }).id;
        const ops = req.body as Array<{ op: string; path: string; value: unknown }>;
        const answer = await once(null, async (read) => {
          const order = await read(id);
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
          const problem = amountProblem(order.body.purchase_units[0]);
          if (problem) return problem;
          order.body.update_time = now();
          return { answer: { status: 204, body: '' }, write: () => saveOrder(db, order, null, recent) };
        });
        if (answer.status === 204) return reply.status(204).send();
        return send(reply, answer);
      });

      pp.post('/v2/checkout/orders/:id/capture', async (req, reply) => {
        const id = (req.params as { id: string }).id;
        const mock = mockCode(req);
        let event: { type: string; capture: Record<string, unknown> } | null = null;
        const answer = await once(requestKey(req, `capture:${id}`), async (read) => {
          const order = await read(id);
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
          const captureId = newId();
          const captureUrl = `${apiBase(req)}/v2/payments/captures/${captureId}`;
          // An order's capture (Orders v2) links to itself, its refund and its order; the
          // supplementary_data.related_ids belong to the Payments v2 resource (the webhook's).
          const capture = {
            id: captureId,
            status: captureStatus,
            ...(captureStatus === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
            amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
            final_capture: true,
            custom_id: unit.custom_id,
            invoice_id: unit.invoice_id,
            links: [
              { href: captureUrl, rel: 'self', method: 'GET' },
              { href: `${captureUrl}/refund`, rel: 'refund', method: 'POST' },
              { href: `${apiBase(req)}/v2/checkout/orders/${id}`, rel: 'up', method: 'GET' },
            ],
            create_time: now(),
            update_time: now(),
          };
          unit.payments = { captures: [capture] };
          order.status = 'COMPLETED';
          order.body.status = 'COMPLETED';
          order.body.update_time = now();
          const type =
            captureStatus === 'COMPLETED'
              ? 'PAYMENT.CAPTURE.COMPLETED'
              : captureStatus === 'PENDING'
                ? 'PAYMENT.CAPTURE.PENDING'
                : 'PAYMENT.CAPTURE.DENIED';
          return {
            answer: { status: 201, body: order.body },
            write: async (replay) => {
              const saved = await saveOrder(db, order, replay, recent);
              // Only the request whose write stored the capture announces it.
              if (saved) event = { type, capture };
              return saved;
            },
          };
        });
        if (event) deliver((event as { type: string }).type, (event as { capture: Record<string, unknown> }).capture, id);
        return send(reply, answer);
      });

      pp.post('/v2/payments/captures/:id/refund', async (req, reply) => {
        const captureId = (req.params as { id: string }).id;
        let refunded: Record<string, unknown> | null = null;
        const answer = await once(requestKey(req, `refund:${captureId}`), async () => {
          refunded = null;
          const order = await findOrderByCapture(db, captureId);
          if (!order) return notFound();
          const payments = order.body.purchase_units[0].payments;
          const capture = payments.captures[0];
          if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED')
            return unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded or cannot be refunded.');
          const input = (req.body ?? {}) as {
            amount?: { currency_code?: string; value?: unknown };
            invoice_id?: string;
            custom_id?: string;
            note_to_payer?: string;
          };
          // Without an amount PayPal refunds what is left of the capture; more than that is refused.
          const left =
            centsOrNull(capture.amount.value)! -
            (payments.refunds ?? []).reduce(
              (sum: number, r: { amount?: { value?: unknown } }) => sum + (centsOrNull(r.amount?.value) ?? 0),
              0,
            );
          const asked = input.amount ? centsOrNull(input.amount.value) : left;
          if (asked === null || asked <= 0)
            return invalidRequest('INVALID_PARAMETER_VALUE', 'The value of a field is invalid.', '/amount/value');
          if (input.amount && input.amount.currency_code !== capture.amount.currency_code)
            return unprocessable('REFUND_CURRENCY_MISMATCH', 'Refund must be in the same currency as the capture.');
          if (asked > left)
            return unprocessable(
              'REFUND_AMOUNT_EXCEEDED',
              'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
            );
          capture.status = asked === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
          capture.update_time = now();
          const refundId = newId();
          // Payments v2's refund, linked to itself and up to its capture.
          const refund = {
            id: refundId,
            status: 'COMPLETED',
            amount: { currency_code: capture.amount.currency_code, value: centsToString(asked) },
            ...(input.invoice_id ? { invoice_id: input.invoice_id } : {}),
            ...(input.custom_id ? { custom_id: input.custom_id } : {}),
            ...(input.note_to_payer ? { note_to_payer: input.note_to_payer } : {}),
            links: [
              { href: `${apiBase(req)}/v2/payments/refunds/${refundId}`, rel: 'self', method: 'GET' },
              { href: `${apiBase(req)}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
            ],
            create_time: now(),
            update_time: now(),
          };
          payments.refunds = [...(payments.refunds ?? []), refund];
          return {
            answer: { status: 201, body: refund },
            write: async (replay) => {
              const saved = await saveOrder(db, order, replay, recent);
              if (saved) refunded = refund;
              return saved;
            },
          };
        });
        // PAYMENT.CAPTURE.REFUNDED carries the refund: its invoice_id (when the request gave one) and its link up to the capture.
        if (refunded) deliver('PAYMENT.CAPTURE.REFUNDED', refunded, null);
        if (answer.status === 201 && !representation(req)) {
          const { id, status, links } = answer.body as Record<string, unknown>;
          return send(reply, { status: 201, body: { id, status, links } });
        }
        return send(reply, answer);
      });

      pp.post('/v1/notifications/verify-webhook-signature', async (req) => ({
        verification_status: verifySignature(secrets.webhookKey, (req.body ?? {}) as never),
      }));

      // ---- The buyer's side, for the stand-in SDK's approval window ----

      pp.post('/buyer/orders/:id/approve', async (req, reply) => {
        const id = (req.params as { id: string }).id;
        const input = (req.body ?? {}) as { funding?: string; outcome?: string; country?: string };
        if (input.country && !/^[A-Za-z]{2}$/.test(String(input.country)))
          return send(reply, invalidRequest('INVALID_PARAMETER_VALUE', 'A country code is required.', '/country'));
        const answer = await once(null, async (read) => {
          const order = await read(id);
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
          next.body.payment_source = paymentSource(next.funding!);
          if (next.funding !== 'card') next.body.payer = TEST_PAYER;
          // Where the buyer approved shipping to (the sandbox buyer's address, in the country they
          // chose, else the one the shop asked for): PayPal's order reports it from now on (GET, capture).
          const unit = next.body.purchase_units[0];
          const country = (input.country ?? unit.shipping?.address?.country_code ?? '').toUpperCase();
          if (country)
            unit.shipping = { ...unit.shipping, name: { full_name: 'Test Buyer' }, address: { ...TEST_ADDRESS, country_code: country } };
          return { answer: { status: 200, body: next.body }, write: () => saveOrder(db, next, null, recent) };
        });
        return send(reply, answer);
      });

      // The buyer changes the shipping country in a wallet that reports it from PayPal's servers
      // (Venmo: no client-side callback): PayPal posts it to the order's callback URL and applies
      // the amount the shop answers, or tells the buyer the shop refused the address.
      pp.post('/buyer/orders/:id/shipping', async (req, reply) => {
        const id = (req.params as { id: string }).id;
        const country = String((req.body as { country?: unknown } | undefined)?.country ?? '').toUpperCase();
        if (!/^[A-Z]{2}$/.test(country))
          return send(reply, invalidRequest('INVALID_PARAMETER_VALUE', 'A country code is required.', '/country'));
        const known = await findOrder(db, id);
        if (!known) return send(reply, notFound());
        let amount: unknown = null;
        if (known.callbackUrl && opts.callShop) {
          const answer = await opts.callShop(known.callbackUrl, { id, shipping_address: { country_code: country } });
          if (answer.status !== 200)
            return send(reply, unprocessable('SHIPPING_ADDRESS_REJECTED', 'The merchant does not ship to this address.'));
          amount = (answer.body as { purchase_units?: Array<{ amount?: unknown }> } | null)?.purchase_units?.[0]?.amount ?? null;
        }
        const answer = await once(null, async (read) => {
          const order = await read(id);
          if (!order) return notFound();
          if (order.status !== 'CREATED' && order.status !== 'APPROVED')
            return unprocessable('ORDER_ALREADY_COMPLETED', 'The order is no longer payable.');
          const unit = order.body.purchase_units[0];
          unit.shipping = { ...unit.shipping, address: { ...unit.shipping?.address, country_code: country } };
          if (amount) unit.amount = amount;
          const problem = amountProblem(unit);
          if (problem) return problem;
          return { answer: { status: 200, body: order.body }, write: () => saveOrder(db, order, null, recent) };
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

  /** Sends a signed event about a capture (naming its order, as Payments v2 captures do) or a refund (as it is). */
  function deliver(type: string, resource: Record<string, unknown>, orderId: string | null) {
    if (!opts.deliver) return;
    if (orderId) resource = { ...resource, supplementary_data: { related_ids: { order_id: orderId } } };
    const event = signedCaptureEvent(secrets.webhookKey, type, resource, `Payment ${type.split('.').pop()?.toLowerCase()}`);
    const timer = setTimeout(() => {
      pending.delete(timer);
      opts.deliver!(event).catch((err) => app.log.warn({ err }, 'emulator could not deliver a webhook'));
    }, WEBHOOK_DELAY_MS);
    pending.add(timer);
  }
}
