import { describe, expect, it } from 'vitest';
import { createPayPalProvider, toProviderOrder } from '../../api/modules/payments/paypal-client.ts';
import { PaymentError } from '../../api/modules/payments/provider.ts';

type Seen = { url: string; method: string; headers: Record<string, string>; body: string | undefined };

/** A PayPal that records requests and answers from `answer`. */
function fakePayPal(answer: (req: Seen) => { status: number; body: unknown }) {
  const seen: Seen[] = [];
  const fetch = (async (url: string, init: RequestInit = {}) => {
    const req = {
      url,
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: init.body as string | undefined,
    };
    seen.push(req);
    if (init.signal?.aborted) throw init.signal.reason;
    const a = answer(req);
    return new Response(JSON.stringify(a.body), { status: a.status });
  }) as unknown as typeof globalThis.fetch;
  return { seen, fetch };
}

const order = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  status: 'CREATED',
  purchase_units: [{ invoice_id: 'M1', amount: { currency_code: 'USD', value: '24.99' }, ...extra }],
});

const provider = (fetch: typeof globalThis.fetch, timeoutMs?: number) =>
  createPayPalProvider({
    baseUrl: 'https://pp.test',
    clientId: 'id',
    clientSecret: 'secret',
    webhookId: 'WH',
    environment: 'sandbox',
    sdkUrl: 'x',
    fetch,
    timeoutMs,
  });

const tokenAnswer = { status: 200, body: { access_token: 'TOKEN', expires_in: 32400 } };

describe('PayPal client', () => {
  it('asks for one OAuth token for many calls, with Basic auth, and sends it as Bearer', async () => {
    const pp = fakePayPal((r) => (r.url.endsWith('/v1/oauth2/token') ? tokenAnswer : { status: 200, body: order('A') }));
    const p = provider(pp.fetch);
    await Promise.all([p.getOrder('A'), p.getOrder('A'), p.getOrder('A')]);
    const tokens = pp.seen.filter((s) => s.url.endsWith('/v1/oauth2/token'));
    expect(tokens).toHaveLength(1);
    expect(tokens[0].headers.authorization).toBe(`Basic ${Buffer.from('id:secret').toString('base64')}`);
    expect(pp.seen.filter((s) => s.url.includes('/v2/')).every((s) => s.headers.authorization === 'Bearer TOKEN')).toBe(true);
  });

  it('sends PayPal-Request-Id on every write and amounts as exact two-decimal strings', async () => {
    const pp = fakePayPal((r) => (r.url.endsWith('/v1/oauth2/token') ? tokenAnswer : { status: 201, body: order('B') }));
    const p = provider(pp.fetch);
    await p.createOrder({
      orderNo: 'M1',
      amount: { currency: 'USD', totalCents: 10001, itemCents: 9402, shippingCents: 599, discountCents: 0 },
      items: [{ name: 'Rose', sku: '7', quantity: 2, unitCents: 4701 }],
      countryCode: 'US',
      funding: 'paypal',
      requestId: 'create-M1',
    });
    await p.capture('B', 'capture-M1');
    await p.refundCapture('CAP', { cents: 10001, currency: 'USD' }, 'refund-M1');
    const writes = pp.seen.filter((s) => s.method === 'POST' && !s.url.endsWith('/token'));
    expect(writes.map((w) => w.headers['paypal-request-id'])).toEqual(['create-M1', 'capture-M1', 'refund-M1']);
    const created = JSON.parse(writes[0].body!);
    expect(created.purchase_units[0]).toMatchObject({
      invoice_id: 'M1',
      custom_id: 'M1',
      amount: {
        currency_code: 'USD',
        value: '100.01',
        breakdown: { item_total: { value: '94.02' }, shipping: { value: '5.99' }, discount: { value: '0.00' } },
      },
      items: [{ quantity: '2', unit_amount: { value: '47.01' } }],
    });
  });

  it("asks PayPal to report shipping changes to the shop, in the chosen wallet's experience (Venmo has no client-side callback)", async () => {
    const pp = fakePayPal((r) => (r.url.endsWith('/v1/oauth2/token') ? tokenAnswer : { status: 201, body: order('C') }));
    const p = createPayPalProvider({
      baseUrl: 'https://pp.test',
      clientId: 'id',
      clientSecret: 'secret',
      webhookId: 'WH',
      environment: 'live',
      sdkUrl: 'x',
      fetch: pp.fetch,
      shippingCallbackUrl: (no) => `https://shop.example/paypal-callbacks/shipping?order_no=${no}`,
    });
    const sent = async (funding: 'paypal' | 'venmo' | 'paylater' | 'card') => {
      await p.createOrder({
        orderNo: `M-${funding}`,
        amount: { currency: 'USD', totalCents: 100, itemCents: 100, shippingCents: 0, discountCents: 0 },
        items: [],
        countryCode: 'US',
        funding,
        requestId: `r-${funding}`,
      });
      return JSON.parse(pp.seen.at(-1)!.body!);
    };
    const callback = (funding: string) => ({
      callback_events: ['SHIPPING_ADDRESS'],
      callback_url: `https://shop.example/paypal-callbacks/shipping?order_no=M-${funding}`,
    });
    expect((await sent('paypal')).payment_source).toEqual({
      paypal: { experience_context: expect.objectContaining({ order_update_callback_config: callback('paypal') }) },
    });
    expect((await sent('paylater')).payment_source).toEqual({
      paypal: { experience_context: expect.objectContaining({ order_update_callback_config: callback('paylater') }) },
    });
    expect((await sent('venmo')).payment_source).toEqual({
      venmo: { experience_context: expect.objectContaining({ order_update_callback_config: callback('venmo') }) },
    });
    expect((await sent('card')).payment_source).toBeUndefined();
  });

  it('judges a capture by its own status and reads amounts without floats', () => {
    const o = toProviderOrder({
      id: 'C',
      status: 'COMPLETED',
      purchase_units: [
        {
          invoice_id: 'M9',
          amount: { currency_code: 'USD', value: '0.29' },
          payments: { captures: [{ id: 'X', status: 'DECLINED', amount: { currency_code: 'USD', value: '0.29' } }] },
        },
      ],
    });
    expect(o).toMatchObject({ status: 'COMPLETED', amountCents: 29, capture: { status: 'DECLINED', amountCents: 29 } });
  });

  it("reads the approved order's shipping country, which the capture is checked against", async () => {
    const approved = order('S', {
      shipping: {
        name: { full_name: 'Test Buyer' },
        address: { address_line_1: '1-2-3 Ginza', postal_code: '104-0061', country_code: 'JP' },
      },
    });
    const pp = fakePayPal((r) =>
      r.url.endsWith('/v1/oauth2/token') ? tokenAnswer : { status: 200, body: { ...approved, status: 'APPROVED' } },
    );
    expect(await provider(pp.fetch).getOrder('S')).toMatchObject({ status: 'APPROVED', shippingCountry: 'JP' });
    // The card button's guest checkout may leave no address in the order: nothing to check.
    expect(toProviderOrder(order('T')).shippingCountry).toBeNull();
  });

  it('turns PayPal errors into PaymentError with the issue name, and times out', async () => {
    const pp = fakePayPal((r) =>
      r.url.endsWith('/token')
        ? tokenAnswer
        : { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }], message: 'declined' } },
    );
    const err = await provider(pp.fetch)
      .capture('A', 'r')
      .catch((e) => e);
    expect(err).toBeInstanceOf(PaymentError);
    expect(err).toMatchObject({ status: 422, issue: 'INSTRUMENT_DECLINED' });
    const hanging = (async (_url: string, init: RequestInit = {}) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as unknown as typeof fetch;
    await expect(provider(hanging, 20).getOrder('A')).rejects.toThrow();
  });

  it('verifies a webhook with the event parsed from the raw body', async () => {
    const raw =
      '{"id":"WH-1","event_type":"PAYMENT.CAPTURE.COMPLETED","resource":{"id":"CAP","invoice_id":"M5","supplementary_data":{"related_ids":{"order_id":"O5"}}}}';
    const pp = fakePayPal((r) => (r.url.endsWith('/token') ? tokenAnswer : { status: 200, body: { verification_status: 'SUCCESS' } }));
    const signature = {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/C',
      'paypal-transmission-id': 't',
      'paypal-transmission-sig': 'c2ln',
      'paypal-transmission-time': '2026-11-27T08:00:00Z',
    };
    const event = await provider(pp.fetch).verifyWebhook(signature, raw);
    expect(event).toMatchObject({ id: 'WH-1', orderNo: 'M5', orderId: 'O5', resourceId: 'CAP' });
    const sent = JSON.parse(pp.seen.at(-1)!.body!);
    expect(sent).toMatchObject({ webhook_id: 'WH', transmission_id: 't', webhook_event: JSON.parse(raw) });
    expect(await provider(pp.fetch).verifyWebhook(signature, 'not json')).toBeNull();
  });

  it("refuses a webhook delivery without PayPal's signature headers without asking PayPal", async () => {
    const pp = fakePayPal(() => tokenAnswer);
    const p = provider(pp.fetch);
    const event = JSON.stringify({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} });
    expect(await p.verifyWebhook({ 'paypal-transmission-id': 'T-1' }, event)).toBeNull();
    expect(pp.seen).toHaveLength(0);
  });
});
