import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '../../api/lib/json-depth.ts';
import { sameSecret } from '../../api/lib/secrets.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';

const PUBLISH_SECRET = 'publish-secret-0123456789abcdef';
const METRICS = 'metrics-token-0123456789abcdef';
const WEBHOOKS_PER_MINUTE = 8;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    env: { PUBLISH_WEBHOOK_SECRET: PUBLISH_SECRET, METRICS_TOKEN: METRICS, WEBHOOK_REQUESTS_PER_MINUTE: String(WEBHOOKS_PER_MINUTE) },
  });
});
afterAll(async () => {
  await ctx?.close();
});

/** A header value of characters outside ASCII, as raw bytes on the wire (Latin-1), the same length as `like`. */
const nonAscii = (like: string) => Buffer.from('é'.repeat(like.length), 'latin1').toString('latin1');

describe('secrets a stranger sends', () => {
  it('are compared without throwing or telling their length, whatever the characters', () => {
    expect(sameSecret(PUBLISH_SECRET, PUBLISH_SECRET)).toBe(true);
    expect(sameSecret(nonAscii(PUBLISH_SECRET), PUBLISH_SECRET)).toBe(false);
    expect(sameSecret('short', PUBLISH_SECRET)).toBe(false);
    expect(sameSecret(undefined, PUBLISH_SECRET)).toBe(false);
    expect(sameSecret(['a'], PUBLISH_SECRET)).toBe(false);
  });

  it('outside ASCII in a publish token, a build token or a metrics token get a refusal, never a 500', async () => {
    const publish = await ctx.app.inject({
      method: 'POST',
      url: '/api/editor/publish',
      headers: { authorization: `Bearer ${nonAscii(PUBLISH_SECRET)}` },
      payload: {},
    });
    expect([401, 403]).toContain(publish.statusCode);
    const build = await ctx.app.inject({
      method: 'GET',
      url: '/api/build/blog-pages',
      headers: { 'x-build-token': nonAscii('0'.repeat(48)) },
    });
    expect(build.statusCode).toBeLessThan(500);
    const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${nonAscii(METRICS)}` } });
    expect(metrics.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS}` } })).statusCode).toBe(
      200,
    );
  });
});

describe('a webhook nested thousands deep', () => {
  it('is refused with 400 before anything walks it', async () => {
    const deep = `{"id":"WH-1","event_type":"PAYMENT.CAPTURE.COMPLETED","resource":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400 });
  });

  it('is told from an ordinary event by one pass over the text (brackets inside strings do not count)', () => {
    expect(nestsDeeperThan('{"a":[{"b":[1,2]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 2)).toBe(false);
  });
});

describe('webhooks from strangers', () => {
  const signed = {
    'content-type': 'application/json',
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-1',
    'paypal-transmission-id': 'T-1',
    'paypal-transmission-sig': 'c2ln',
    'paypal-transmission-time': new Date().toISOString(),
  };
  const event = JSON.stringify({ id: 'WH-STRANGER', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} });
  const deliver = (headers: Record<string, string>, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/paypal/webhook', headers, payload: event, remoteAddress });

  it('answers 503 (so PayPal delivers again) when PayPal cannot be asked to verify the signature', async () => {
    const payments = ctx.app.payments;
    const verify = payments.verifyWebhook;
    payments.verifyWebhook = async () => {
      throw new TypeError('fetch failed'); // what PayPal out of reach looks like to the client
    };
    try {
      const res = await deliver(signed, '203.0.113.10');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toMatchObject({ code: 503, data: null });
    } finally {
      payments.verifyWebhook = verify;
    }
  });

  it("are limited per client: past the minute's allowance a client gets 429 without the shop asking PayPal", async () => {
    const payments = ctx.app.payments;
    const verify = payments.verifyWebhook.bind(payments);
    let asked = 0;
    payments.verifyWebhook = async (...args) => {
      asked += 1;
      return verify(...args);
    };
    try {
      const statuses: number[] = [];
      for (let i = 0; i < WEBHOOKS_PER_MINUTE + 3; i++) statuses.push((await deliver(signed, '203.0.113.20')).statusCode);
      expect(statuses.slice(0, WEBHOOKS_PER_MINUTE).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(WEBHOOKS_PER_MINUTE)).toEqual([429, 429, 429]);
      expect(asked).toBe(WEBHOOKS_PER_MINUTE);
      // Another client is counted on its own.
      expect((await deliver(signed, '203.0.113.21')).statusCode).toBe(400);
    } finally {
      payments.verifyWebhook = verify;
    }
  });
});

describe('every answer', () => {
  it('tells browsers not to guess its type (nosniff), successes and errors alike', async () => {
    for (const url of ['/api/health', '/api/product/getDetail/999999', '/api/no/such/call', '/metrics'])
      expect((await ctx.app.inject({ method: 'GET', url })).headers['x-content-type-options'], url).toBe('nosniff');
  });
});
