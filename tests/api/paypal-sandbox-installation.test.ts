import { cpSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../api/db/schema/index.ts';
import { sandboxSecretsFile } from '../../api/lib/paths.ts';
import { callbackToken } from '../../api/modules/payments/callback-token.ts';
import { sandboxSecrets } from '../../api/paypal-emulator/secrets.ts';
import { signedCaptureEvent } from '../../api/paypal-emulator/webhooks.ts';
import { addToCart, approve, capture, checkout, shoppers, skuWithStock } from './helpers/commerce.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';

/** The keys the emulator used to have in its source. */
const OLD_WEBHOOK_KEY = 'mooli-paypal-sandbox-emulator';
const OLD_SECRET = 'emulator-secret';

const folders: string[] = [];
const dataFolder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mooli-sandbox-'));
  folders.push(dir);
  return dir;
};
const contexts: TestContext[] = [];
const start = async (opts: Parameters<typeof createTestContext>[0]) => {
  const ctx = await createTestContext({ ...opts, env: { PAYPAL_EMULATOR_WEBHOOKS: 'off' } });
  contexts.push(ctx);
  return ctx;
};
const stop = async (ctx: TestContext) => {
  contexts.splice(contexts.indexOf(ctx), 1);
  await ctx.close();
};
let ctx: TestContext;
beforeAll(async () => {
  ctx = await start({});
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const orderStatus = async (ctx: TestContext, id: number) =>
  (await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status;

/** A capture-completed event for a shop order, as PayPal would send it, signed with `key`. */
const completedEvent = (key: string, order: { order_no: string; paypal_order_id: string }, totalCents: number) =>
  signedCaptureEvent(
    key,
    'PAYMENT.CAPTURE.COMPLETED',
    {
      id: `CAP${randomBytes(6).toString('hex').toUpperCase()}`,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: (totalCents / 100).toFixed(2) },
      invoice_id: order.order_no,
      custom_id: order.order_no,
      supplementary_data: { related_ids: { order_id: order.paypal_order_id } },
    },
    'Payment completed',
  );

describe("the sandbox's secrets are this installation's", () => {
  it("refuses webhooks signed with the old source key or any other, and takes the installation's", async () => {
    const [me] = await shoppers(ctx, 'forger', 1);
    await addToCart(ctx, me, await skuWithStock(ctx, 5, 40), 1);
    const { data } = await checkout(ctx, me);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, data.order_id));
    const post = (event: ReturnType<typeof completedEvent>) =>
      ctx.app.inject({ method: 'POST', url: '/api/paypal/webhook', headers: event.headers, payload: event.body });

    // Never approved nor captured: only a forged event could make it paid.
    for (const key of [OLD_WEBHOOK_KEY, randomBytes(32).toString('base64url')]) {
      const forged = await post(completedEvent(key, data, row.totalCents));
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({ code: 400, data: null });
      expect(await orderStatus(ctx, data.order_id)).toBe('pending_payment');
    }
    const genuine = await post(completedEvent(sandboxSecrets(ctx.config).webhookKey, data, row.totalCents));
    expect(genuine.json()).toMatchObject({ code: 200, data: { result: 'applied' } });
    expect(await orderStatus(ctx, data.order_id)).toBe('paid');
  });

  it('refuses the old client secret and callback secret', async () => {
    const token = (secret: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/paypal-sandbox/v1/oauth2/token',
        headers: {
          authorization: `Basic ${Buffer.from(`emulator-client-id:${secret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'grant_type=client_credentials',
      });
    expect((await token(OLD_SECRET)).statusCode).toBe(401);
    const granted = await token(sandboxSecrets(ctx.config).clientSecret);
    expect(granted.statusCode).toBe(200);
    const getOrder = (bearer: string) =>
      ctx.app.inject({ method: 'GET', url: '/paypal-sandbox/v2/checkout/orders/NOPE', headers: { authorization: `Bearer ${bearer}` } });
    expect((await getOrder(granted.json().access_token)).statusCode).toBe(404);
    expect((await getOrder('A21AAmadeup')).statusCode).toBe(401);
    const callback = await ctx.app.inject({
      method: 'POST',
      url: `/paypal-callbacks/shipping?order_no=M1&token=${callbackToken(OLD_SECRET, 'M1')}`,
      payload: { id: 'X', shipping_address: { country_code: 'DE' } },
    });
    expect(callback.statusCode).toBe(403);
  });

  it('are made on first start (mode 0600), kept across restarts of one data folder, and differ between folders', async () => {
    const dir = dataFolder();
    const first = await start({ seed: false, dataDir: dir });
    const made = sandboxSecrets(first.config);
    expect(statSync(sandboxSecretsFile(first.config)).mode & 0o777).toBe(0o600);
    const event = signedCaptureEvent(made.webhookKey, 'PAYMENT.CAPTURE.COMPLETED', { id: 'CAP1', invoice_id: 'T1' }, 'done');
    await stop(first);

    const again = await start({ seed: false, dataDir: dir });
    expect(sandboxSecrets(again.config)).toEqual(made);
    expect(await again.app.payments.verifyWebhook(event.headers, event.body)).toMatchObject({ orderNo: 'T1' });

    const elsewhere = await start({ seed: false });
    const other = sandboxSecrets(elsewhere.config);
    for (const field of ['webhookKey', 'clientSecret', 'callbackSecret'] as const) expect(other[field]).not.toBe(made[field]);
    expect(await elsewhere.app.payments.verifyWebhook(event.headers, event.body)).toBeNull();
  }, 120_000);
});

describe('the embedded sandbox keeps its orders across a restart', () => {
  it('approves and captures an order made before a clean stop or a kill, and a resubmitted cart gets a known PayPal id', async () => {
    const dir = dataFolder();
    const before = await start({ dataDir: dir, embedded: true });
    const [me] = await shoppers(before, 'restart', 1);
    await addToCart(before, me, await skuWithStock(before, 5, 41), 1);
    const { data } = await checkout(before, me);
    // The data folder as a killed process leaves it: the database was never closed.
    const killed = dataFolder();
    cpSync(dir, killed, { recursive: true });
    await stop(before);

    for (const folder of [dir, killed]) {
      const after = await start({ dataDir: folder, embedded: true });
      const resubmitted = await checkout(after, me);
      expect(resubmitted.data).toMatchObject({ order_id: data.order_id, paypal_order_id: data.paypal_order_id });
      expect((await after.app.payments.getOrder(data.paypal_order_id)).status).toBe('CREATED');
      expect((await approve(after, data.paypal_order_id)).statusCode).toBe(200);
      expect((await capture(after, me, data.paypal_order_id)).data.paypal_status).toBe('COMPLETED');
      expect(await orderStatus(after, data.order_id)).toBe('paid');
      await stop(after);
    }
  }, 300_000);
});
