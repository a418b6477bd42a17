import type { AddressInfo } from 'node:net';
import {
  ApiError,
  CaptureStatus,
  CheckoutPaymentIntent,
  Client,
  CustomError,
  Environment,
  OrdersController,
  OrderStatus,
  PatchOp,
  PaymentsController,
  RefundStatus,
  type AmountWithBreakdown,
  type OrderRequest,
} from '@paypal/paypal-server-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_CLIENT_ID } from '../../api/paypal-emulator/auth.ts';
import { sandboxSecrets } from '../../api/paypal-emulator/secrets.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';

/**
 * The sandbox emulator driven by PayPal's official server SDK: its requests (paths, headers, bodies
 * as its models serialize them) and its parsing of the answers (models, status codes, error mapping).
 * The SDK knows only PayPal's two hosts, so the client below swaps the sandbox host for the emulator's
 * base URL on each request (through the SDK's own request interceptor); everything else is the SDK's.
 */
const SANDBOX = 'https://api-m.sandbox.paypal.com';

function emulatorClient(baseUrl: string, clientSecret: string): Client {
  type Factory = ReturnType<Client['getRequestBuilderFactory']>;
  class EmulatorClient extends Client {
    override getRequestBuilderFactory(): Factory {
      const factory = super.getRequestBuilderFactory();
      return (...args: Parameters<Factory>) => {
        const builder = factory(...args);
        builder.interceptRequest((request) => {
          // Never let a request leave for PayPal itself.
          if (!request.url.startsWith(`${SANDBOX}/`)) throw new Error(`unexpected PayPal URL ${request.url}`);
          return { ...request, url: baseUrl + request.url.slice(SANDBOX.length) };
        });
        return builder;
      };
    }
  }
  return new EmulatorClient({
    environment: Environment.Sandbox,
    timeout: 10_000,
    clientCredentialsAuthCredentials: { oAuthClientId: EMULATOR_CLIENT_ID, oAuthClientSecret: clientSecret },
  });
}

let ctx: TestContext;
let base: string;
let client: Client;
let orders: OrdersController;
let payments: PaymentsController;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false, env: { PAYPAL_EMULATOR_WEBHOOKS: 'off' } });
  // The SDK speaks real HTTP (axios), so the app listens on a loopback port.
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/paypal-sandbox`;
  client = emulatorClient(base, sandboxSecrets(ctx.config).clientSecret);
  orders = new OrdersController(client);
  payments = new PaymentsController(client);
});
afterAll(async () => {
  await ctx?.close();
});

const usd = (value: string) => ({ currencyCode: 'USD', value });
const amount = (total: string, items: string, shipping = '5.99', discount = '0.00'): AmountWithBreakdown => ({
  ...usd(total),
  breakdown: { itemTotal: usd(items), shipping: usd(shipping), discount: usd(discount) },
});
let n = 0;
const orderRequest = (orderNo: string): OrderRequest => ({
  intent: CheckoutPaymentIntent.Capture,
  purchaseUnits: [
    {
      referenceId: 'default',
      customId: orderNo,
      invoiceId: orderNo,
      amount: amount('25.98', '19.99'),
      items: [{ name: 'Rose', sku: '1', quantity: '1', unitAmount: usd('19.99') }],
      shipping: { address: { countryCode: 'US' } },
    },
  ],
});
async function createOrder(requestId = `create-${Date.now()}-${++n}`) {
  const orderNo = `SDK${Date.now()}${++n}`;
  const response = await orders.createOrder({
    body: orderRequest(orderNo),
    paypalRequestId: requestId,
    prefer: 'return=representation',
  });
  return { orderNo, response, order: response.result };
}
/** The buyer in PayPal's window: not an API of the merchant's, so not in the SDK. */
async function approve(id: string, outcome = 'approve') {
  const res = await fetch(`${base}/buyer/orders/${id}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ funding: 'paypal', outcome }),
  });
  expect(res.status).toBe(200);
}
/** The error as the SDK surfaces it: its class, the HTTP status and PayPal's issue. */
async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const result = error.result as
      { name?: string; details?: Array<{ issue: string }>; debug_id?: string; links?: Array<{ href: string; rel: string }> } | undefined;
    return {
      custom: error instanceof CustomError,
      status: error.statusCode,
      name: result?.name,
      issue: result?.details?.[0]?.issue,
      debugId: result?.debug_id,
      informationLink: result?.links?.find((l) => l.rel === 'information_link')?.href,
    };
  }
  throw new Error('expected the call to fail');
}

describe('the PayPal emulator, driven by the official server SDK', () => {
  it('issues an OAuth client-credentials token the SDK accepts', async () => {
    const token = await client.clientCredentialsAuthManager.fetchToken();
    expect(token.tokenType).toBe('Bearer');
    expect(token.accessToken).toMatch(/\S{20,}/);
    expect(typeof token.expiresIn).toBe('bigint');
    expect(token.expiresIn! > 0n).toBe(true);
  });

  it('creates an order with amount breakdown, items, custom and invoice ids; gets it back', async () => {
    const { orderNo, response, order } = await createOrder();
    expect(response.statusCode).toBe(201);
    expect(order.id).toMatch(/^[A-Z0-9]{17}$/);
    expect(order.status).toBe(OrderStatus.Created);
    expect(order.intent).toBe(CheckoutPaymentIntent.Capture);
    const unit = order.purchaseUnits![0];
    expect(unit).toMatchObject({ referenceId: 'default', customId: orderNo, invoiceId: orderNo, amount: amount('25.98', '19.99') });
    expect(unit.items![0]).toMatchObject({ name: 'Rose', sku: '1', quantity: '1', unitAmount: usd('19.99') });
    expect(order.links!.map((l) => l.rel)).toContain('self');

    const got = await orders.getOrder({ id: order.id! });
    expect(got.statusCode).toBe(200);
    expect(got.result).toMatchObject({ id: order.id, status: OrderStatus.Created, purchaseUnits: [{ customId: orderNo }] });
  });

  it('answers the minimal representation unless asked for the whole order (Prefer)', async () => {
    const response = await orders.createOrder({ body: orderRequest(`SDK-MIN-${Date.now()}`), paypalRequestId: `minimal-${Date.now()}` });
    expect(response.statusCode).toBe(201);
    expect(response.result.status).toBe(OrderStatus.Created);
    expect(response.result.purchaseUnits).toBeUndefined();
    expect(response.result.links!.map((l) => [l.rel, l.method])).toEqual([
      ['self', 'GET'],
      ['approve', 'GET'],
      ['update', 'PATCH'],
      ['capture', 'POST'],
    ]);
    expect(response.result.links![0].href).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+/paypal-sandbox/v2/checkout/orders/${response.result.id}$`),
    );
  });

  it('refuses amounts that do not add up, as PayPal does', async () => {
    const request = orderRequest(`SDK-BAD-${Date.now()}`);
    request.purchaseUnits[0].amount = amount('26.00', '19.99');
    expect(await failure(orders.createOrder({ body: request }))).toMatchObject({ custom: true, status: 422, issue: 'AMOUNT_MISMATCH' });
    request.purchaseUnits[0].amount = amount('27.98', '21.99');
    expect(await failure(orders.createOrder({ body: request }))).toMatchObject({ status: 422, issue: 'ITEM_TOTAL_MISMATCH' });
  });

  it('replays the first answer for a repeated PayPal-Request-Id', async () => {
    const first = await createOrder('same-create-request');
    const again = await createOrder('same-create-request');
    expect(again.order.id).toBe(first.order.id);
    expect(again.order.purchaseUnits![0].invoiceId).toBe(first.orderNo);
  });

  it('answers 404 RESOURCE_NOT_FOUND for an unknown order', async () => {
    expect(await failure(orders.getOrder({ id: 'NOSUCHORDER000000' }))).toMatchObject({
      custom: true,
      status: 404,
      name: 'RESOURCE_NOT_FOUND',
      issue: 'INVALID_RESOURCE_ID',
    });
  });

  it('patches the amount while CREATED or APPROVED, captures once, then refuses patch and capture', async () => {
    const { order } = await createOrder();
    const id = order.id!;
    const replace = (value: unknown) => [{ op: PatchOp.Replace, path: "/purchase_units/@reference_id=='default'/amount", value }];
    // A new shipping price, as the shop patches it when the buyer picks another country.
    const json = (total: string, shipping: string, items = '19.99') => ({
      currency_code: 'USD',
      value: total,
      breakdown: {
        item_total: { currency_code: 'USD', value: items },
        shipping: { currency_code: 'USD', value: shipping },
        discount: { currency_code: 'USD', value: '0.00' },
      },
    });

    const patched = await orders.patchOrder({ id, body: replace(json('29.98', '9.99')) });
    expect(patched.statusCode).toBe(204);
    expect((await orders.getOrder({ id })).result.purchaseUnits![0].amount).toEqual(amount('29.98', '19.99', '9.99'));
    // PayPal checks the sums on a patch as on a create.
    expect(await failure(orders.patchOrder({ id, body: replace(json('30.00', '9.99')) }))).toMatchObject({
      status: 422,
      issue: 'AMOUNT_MISMATCH',
    });
    expect(await failure(orders.patchOrder({ id, body: replace(json('34.00', '9.99', '24.01')) }))).toMatchObject({
      status: 422,
      issue: 'ITEM_TOTAL_MISMATCH',
    });

    expect(await failure(orders.captureOrder({ id, paypalRequestId: `early-${id}` }))).toMatchObject({
      status: 422,
      issue: 'ORDER_NOT_APPROVED',
    });

    await approve(id);
    const approved = (await orders.getOrder({ id })).result;
    expect(approved.status).toBe(OrderStatus.Approved);
    expect(approved.payer?.payerId).toBeTruthy();
    expect(approved.paymentSource?.paypal).toMatchObject({ emailAddress: approved.payer?.emailAddress, accountStatus: 'VERIFIED' });
    await orders.patchOrder({ id, body: replace(json('31.00', '11.01')) });

    const captured = await orders.captureOrder({ id, paypalRequestId: `capture-${id}`, prefer: 'return=representation' });
    expect(captured.statusCode).toBe(201);
    expect(captured.result.status).toBe(OrderStatus.Completed);
    const capture = captured.result.purchaseUnits![0].payments!.captures![0];
    expect(capture.status).toBe(CaptureStatus.Completed);
    expect(capture).toMatchObject({ amount: usd('31.00'), finalCapture: true, invoiceId: order.purchaseUnits![0].invoiceId });
    const link = (rel: string) => capture.links?.find((l) => l.rel === rel)?.href;
    expect(link('up')).toMatch(new RegExp(`/v2/checkout/orders/${id}$`));
    expect(link('refund')).toMatch(new RegExp(`/v2/payments/captures/${capture.id}/refund$`));

    // A second capture is refused as PayPal refuses it; the same PayPal-Request-Id replays the first.
    expect(await failure(orders.captureOrder({ id, paypalRequestId: `capture-again-${id}` }))).toMatchObject({
      custom: true,
      status: 422,
      name: 'UNPROCESSABLE_ENTITY',
      issue: 'ORDER_ALREADY_CAPTURED',
      debugId: expect.any(String),
      informationLink: 'https://developer.paypal.com/docs/api/orders/v2/#error-ORDER_ALREADY_CAPTURED',
    });
    const replayed = await orders.captureOrder({ id, paypalRequestId: `capture-${id}` });
    expect(replayed.result.purchaseUnits![0].payments!.captures![0].id).toBe(capture.id);

    expect(await failure(orders.patchOrder({ id, body: replace(json('25.98', '5.99')) }))).toMatchObject({
      status: 422,
      issue: 'ORDER_ALREADY_COMPLETED',
    });
  });

  it('supports negative testing with PayPal-Mock-Response (INSTRUMENT_DECLINED), leaving the order capturable', async () => {
    const { order } = await createOrder();
    const id = order.id!;
    await approve(id);
    expect(
      await failure(
        orders.captureOrder({
          id,
          paypalRequestId: `mock-${id}`,
          paypalMockResponse: JSON.stringify({ mock_application_codes: 'INSTRUMENT_DECLINED' }),
        }),
      ),
    ).toMatchObject({ custom: true, status: 422, issue: 'INSTRUMENT_DECLINED' });
    const captured = await orders.captureOrder({ id, paypalRequestId: `after-mock-${id}` });
    expect(captured.result.purchaseUnits![0].payments!.captures![0].status).toBe(CaptureStatus.Completed);
  });

  it('refunds the capture through the Payments API, in parts up to the captured amount; a repeated request id replays', async () => {
    const { order } = await createOrder();
    const id = order.id!;
    await approve(id);
    const captured = await orders.captureOrder({ id, paypalRequestId: `refund-capture-${id}` });
    const captureId = captured.result.purchaseUnits![0].payments!.captures![0].id!;

    const refund = await payments.refundCapturedPayment({
      captureId,
      paypalRequestId: `refund-${captureId}`,
      prefer: 'return=representation',
      body: { amount: usd('20.00'), noteToPayer: 'Sorry' },
    });
    expect(refund.statusCode).toBe(201);
    expect(refund.result).toMatchObject({ status: RefundStatus.Completed, amount: usd('20.00'), noteToPayer: 'Sorry' });
    expect(refund.result.links?.find((l) => l.rel === 'up')?.href).toMatch(new RegExp(`/v2/payments/captures/${captureId}$`));
    const partly = (await orders.getOrder({ id })).result.purchaseUnits![0].payments!.captures![0];
    expect(partly.status).toBe(CaptureStatus.PartiallyRefunded);

    const replayed = await payments.refundCapturedPayment({
      captureId,
      paypalRequestId: `refund-${captureId}`,
      body: { amount: usd('20.00') },
    });
    expect(replayed.result.id).toBe(refund.result.id);
    expect(
      await failure(
        payments.refundCapturedPayment({ captureId, paypalRequestId: `refund-more-${captureId}`, body: { amount: usd('6.00') } }),
      ),
    ).toMatchObject({
      custom: true,
      status: 422,
      issue: 'REFUND_AMOUNT_EXCEEDED',
      informationLink: 'https://developer.paypal.com/docs/api/payments/v2/#error-REFUND_AMOUNT_EXCEEDED',
    });

    // Without an amount PayPal refunds the rest; then the capture is fully refunded.
    const rest = await payments.refundCapturedPayment({
      captureId,
      paypalRequestId: `refund-rest-${captureId}`,
      prefer: 'return=representation',
    });
    expect(rest.result.amount).toEqual(usd('5.98'));
    expect(await failure(payments.refundCapturedPayment({ captureId, paypalRequestId: `refund-again-${captureId}` }))).toMatchObject({
      status: 422,
      issue: 'CAPTURE_FULLY_REFUNDED',
    });

    const after = (await orders.getOrder({ id })).result.purchaseUnits![0].payments!;
    expect(after.captures![0].status).toBe(CaptureStatus.Refunded);
    expect(after.refunds!.map((r) => [r.id, r.amount?.value])).toEqual([
      [refund.result.id, '20.00'],
      [rest.result.id, '5.98'],
    ]);

    expect(
      await failure(payments.refundCapturedPayment({ captureId: 'NOSUCHCAPTURE0000', paypalRequestId: 'refund-unknown' })),
    ).toMatchObject({
      custom: true,
      status: 404,
      name: 'RESOURCE_NOT_FOUND',
    });
  });

  it('captures a declined or pending test buyer as the sandbox does: order COMPLETED, the capture DECLINED or PENDING', async () => {
    const declined = (await createOrder()).order.id!;
    await approve(declined, 'declined');
    const d = await orders.captureOrder({ id: declined, paypalRequestId: `declined-${declined}` });
    expect(d.result.status).toBe(OrderStatus.Completed);
    expect(d.result.purchaseUnits![0].payments!.captures![0].status).toBe(CaptureStatus.Declined);

    const pending = (await createOrder()).order.id!;
    await approve(pending, 'pending');
    const p = await orders.captureOrder({ id: pending, paypalRequestId: `pending-${pending}` });
    const capture = p.result.purchaseUnits![0].payments!.captures![0];
    expect(capture.status).toBe(CaptureStatus.Pending);
    expect(capture.statusDetails?.reason).toBeTruthy();
  });
});
