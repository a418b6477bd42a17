import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedCaptureEvent } from '../../api/paypal-emulator/webhooks.ts';
import { sandboxSecrets } from '../../api/paypal-emulator/secrets.ts';
import { PaymentError, type PaymentAmount } from '../../api/modules/payments/provider.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false, env: { PAYPAL_EMULATOR_WEBHOOKS: 'off' } });
});
afterAll(async () => {
  await ctx?.close();
});

const amount = (totalCents: number): PaymentAmount => ({
  currency: 'USD',
  totalCents,
  itemCents: totalCents - 599,
  shippingCents: 599,
  discountCents: 0,
});
let n = 0;
const create = (totalCents = 2598) => {
  n += 1;
  return ctx.app.payments.createOrder({
    orderNo: `T${n}`,
    amount: amount(totalCents),
    items: [{ name: 'Rose', sku: '1', quantity: 1, unitCents: totalCents - 599 }],
    countryCode: 'US',
    funding: 'paypal',
    requestId: `create-T${n}-${Date.now()}`,
  });
};
const buyer = (id: string, outcome = 'approve') =>
  ctx.app.inject({ method: 'POST', url: `/paypal-sandbox/buyer/orders/${id}/approve`, payload: { funding: 'paypal', outcome } });
const issueOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return null;
  } catch (error) {
    return error instanceof PaymentError ? `${error.status} ${error.issue}` : String(error);
  }
};

describe('PayPal sandbox emulator (Orders v2 rules)', () => {
  it('creates CREATED orders with the amount, invoice and custom ids', async () => {
    const order = await create(2598);
    expect(order).toMatchObject({ status: 'CREATED', amountCents: 2598, currency: 'USD', orderNo: `T${n}`, capture: null });
  });

  it('refuses to capture before approval, captures once after, then says ORDER_ALREADY_CAPTURED', async () => {
    const order = await create();
    expect(await issueOf(ctx.app.payments.capture(order.id, 'c1'))).toBe('422 ORDER_NOT_APPROVED');
    await buyer(order.id);
    const captured = await ctx.app.payments.capture(order.id, `c2-${order.id}`);
    expect(captured.status).toBe('COMPLETED');
    expect(captured.capture).toMatchObject({ status: 'COMPLETED', amountCents: 2598 });
    expect(await issueOf(ctx.app.payments.capture(order.id, `c3-${order.id}`))).toBe('422 ORDER_ALREADY_CAPTURED');
    // The same PayPal-Request-Id replays the first answer instead.
    expect((await ctx.app.payments.capture(order.id, `c2-${order.id}`)).capture?.id).toBe(captured.capture?.id);
  });

  it('captures once when the same capture races 20 times', async () => {
    const order = await create();
    await buyer(order.id);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => ctx.app.payments.capture(order.id, i % 2 ? 'same-id' : `other-${i}`)),
    );
    const ids = new Set(results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.capture?.id] : [])));
    expect(ids.size).toBe(1);
  });

  it('patches the amount only while CREATED or APPROVED', async () => {
    const order = await create(2598);
    // Another shipping price (the items, and so item_total, stay what they were, as PayPal checks).
    const reshipped = (totalCents: number) => ({ ...amount(2598), totalCents, shippingCents: totalCents - 1999 });
    await ctx.app.payments.patchAmount(order.id, reshipped(3000));
    expect((await ctx.app.payments.getOrder(order.id)).amountCents).toBe(3000);
    expect(await issueOf(ctx.app.payments.patchAmount(order.id, { ...reshipped(3000), totalCents: 3001 }))).toBe('422 AMOUNT_MISMATCH');
    await buyer(order.id);
    await ctx.app.payments.capture(order.id, `p-${order.id}`);
    expect(await issueOf(ctx.app.payments.patchAmount(order.id, reshipped(3100)))).toBe('422 ORDER_ALREADY_COMPLETED');
  });

  it('answers the capture of a declined or pending test funding source like the sandbox: order COMPLETED, capture not', async () => {
    const declined = await create();
    await buyer(declined.id, 'declined');
    expect(await ctx.app.payments.capture(declined.id, `d-${declined.id}`)).toMatchObject({
      status: 'COMPLETED',
      capture: { status: 'DECLINED' },
    });
    const pending = await create();
    await buyer(pending.id, 'pending');
    expect((await ctx.app.payments.capture(pending.id, `p-${pending.id}`)).capture?.status).toBe('PENDING');
  });

  it('supports negative testing with PayPal-Mock-Response', async () => {
    const order = await create();
    await buyer(order.id);
    const token = (
      await ctx.app.inject({
        method: 'POST',
        url: '/paypal-sandbox/v1/oauth2/token',
        headers: {
          authorization: `Basic ${Buffer.from(`emulator-client-id:${sandboxSecrets(ctx.config).clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'grant_type=client_credentials',
      })
    ).json().access_token;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/paypal-sandbox/v2/checkout/orders/${order.id}/capture`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'paypal-mock-response': '{"mock_application_codes":"INSTRUMENT_DECLINED"}',
      },
      payload: '{}',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().details[0].issue).toBe('INSTRUMENT_DECLINED');
  });

  it('refunds a completed capture once, and 404s unknown ids', async () => {
    const order = await create();
    await buyer(order.id);
    const captured = await ctx.app.payments.capture(order.id, `r-${order.id}`);
    const refund = await ctx.app.payments.refundCapture(captured.capture!.id, { cents: 2598, currency: 'USD' }, `refund-${order.id}`);
    expect(refund.status).toBe('COMPLETED');
    expect((await ctx.app.payments.getOrder(order.id)).capture?.status).toBe('REFUNDED');
    expect(
      await issueOf(ctx.app.payments.refundCapture(captured.capture!.id, { cents: 2598, currency: 'USD' }, `refund2-${order.id}`)),
    ).toBe('422 CAPTURE_FULLY_REFUNDED');
    expect(await issueOf(ctx.app.payments.getOrder('NOPE'))).toBe('404 INVALID_RESOURCE_ID');
  });

  it('verifies webhook signatures on the raw body: SUCCESS untampered, FAILURE otherwise', async () => {
    const event = signedCaptureEvent(
      sandboxSecrets(ctx.config).webhookKey,
      'PAYMENT.CAPTURE.COMPLETED',
      { id: 'CAP1', invoice_id: 'T1' },
      'done',
    );
    expect(await ctx.app.payments.verifyWebhook(event.headers, event.body)).toMatchObject({
      id: JSON.parse(event.body).id,
      eventType: 'PAYMENT.CAPTURE.COMPLETED',
      orderNo: 'T1',
    });
    expect(await ctx.app.payments.verifyWebhook(event.headers, event.body.replace('T1', 'T2'))).toBeNull();
    expect(await ctx.app.payments.verifyWebhook({ ...event.headers, 'paypal-transmission-sig': 'forged' }, event.body)).toBeNull();
  });

  it('serves the stand-in web SDK, and fails to on request', async () => {
    const sdk = await ctx.app.inject({ method: 'GET', url: '/paypal-sandbox/web-sdk/v6/core' });
    expect(sdk.statusCode).toBe(200);
    expect(sdk.headers['content-type']).toMatch(/javascript/);
    expect(sdk.body).toContain('createPayPalOneTimePaymentSession');
    expect((await ctx.app.inject({ method: 'GET', url: '/paypal-sandbox/web-sdk/v6/core?fail=1' })).statusCode).toBe(503);
    const config = (await ctx.app.inject({ method: 'GET', url: '/api/payment/config' })).json();
    expect(config.data).toMatchObject({
      client_id: 'emulator-client-id',
      sdk_url: '/paypal-sandbox/web-sdk/v6/core',
      environment: 'emulator',
      currency: 'USD',
    });
  });
});
