import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { orders, outbox } from '../../api/db/schema/index.ts';
import { openDatabase } from '../../api/db/client.ts';
import { createMailer, type Mailer } from '../../api/lib/mailer.ts';
import { decideAfterSale, moveOrderByNumber } from '../../api/modules/orders/operator.ts';
import { expireOrder, refundedByPayPal } from '../../api/modules/orders/payment.ts';
import { deliverOutbox, MAX_ATTEMPTS, outboxState, retryFailed, type OutboxDeps } from '../../api/modules/messages/worker.ts';
import { addToCart, approve, capture, checkout, shoppers, skuWithStock } from './helpers/commerce.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

let ctx: TestContext;
let smtp: TestSmtpServer;
let mailer: Mailer;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PAYPAL_EMULATOR_WEBHOOKS: 'off' } });
  smtp = await startSmtpServer();
  mailer = createMailer({ ...ctx.config, SMTP_URL: smtp.url }, ctx.app.log);
});
afterAll(async () => {
  mailer?.close();
  await smtp?.close();
  await ctx?.close();
});

const deps = (over: Partial<OutboxDeps> = {}): OutboxDeps => ({
  db: ctx.db,
  mailer,
  config: ctx.config,
  log: ctx.app.log,
  now: () => new Date(),
  ...over,
});

/** A shopper (signed in with `locale`) who paid for `num` units; their address and the order. */
async function paidIn(locale: string, name: string, num = 2) {
  const [me] = await shoppers(ctx, name, 1);
  const headers = { ...me, 'accept-language': locale };
  const sku = await skuWithStock(ctx, 50);
  await addToCart(ctx, headers, sku, num);
  const { data } = await checkout(ctx, headers);
  await approve(ctx, data.paypal_order_id);
  expect((await capture(ctx, headers, data.paypal_order_id)).data.paypal_status).toBe('COMPLETED');
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, data.order_id));
  return { headers, email: `${name}-0@example.com`, order };
}

describe('order e-mails', () => {
  it('confirms a payment in the language the shopper bought in, with lines, totals, the address PayPal ships to and a link to the order', async () => {
    const { email, order } = await paidIn('de', 'mail-de');
    await deliverOutbox(deps());
    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toContain(order.orderNo);
    expect(mail.subject).toMatch(/Bestellung/);
    expect(mail.headers['content-language']).toBe('de');
    const total = new Intl.NumberFormat('de', { style: 'currency', currency: 'USD' }).format(order.totalCents / 100);
    const country = new Intl.DisplayNames(['de'], { type: 'region' }).of(order.countryCode)!;
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(total);
      expect(part).toContain(`/de/user/order/${order.id}`);
      expect(part).toContain(country);
      // The sandbox buyer's address, as PayPal reported it at the capture.
      expect(part).toContain('1 Sandbox Street');
      expect(part).toContain('95131 Testville');
    }
    expect(mail.text).toMatch(/Menge: 2/);
    // Nothing is loaded from other hosts when the mail is opened.
    expect(mail.html).not.toMatch(/<img|src=|url\(|@import/i);
    const [row] = await ctx.db.select().from(outbox).where(eq(outbox.orderId, order.id));
    expect(row.sentAt).not.toBeNull();
    expect(mail.headers['message-id']).toBe(`<order-mail-${row.id}@${new URL(ctx.config.SITE_URL).hostname}>`);
    // Sent once: a second run finds nothing due.
    expect(await deliverOutbox(deps())).toEqual({ sent: 0, retry: 0, failed: 0 });
    expect(smtp.mailsTo(email)).toHaveLength(1);
  });

  it('tells the shopper their order shipped, with the carrier, the tracking number and the tracking page', async () => {
    const { email, order } = await paidIn('ja', 'mail-ship');
    await moveOrderByNumber(ctx.db, order.orderNo, 'shipped', new Date(), {
      carrier: 'Yamato',
      trackingNumber: 'YT123456789JP',
      trackingUrl: 'https://track.example/YT123456789JP',
    });
    await deliverOutbox(deps());
    const shipped = await smtp.waitForMail(email, { skip: 1 });
    expect(shipped.subject).toContain(order.orderNo);
    expect(shipped.text).toContain('Yamato');
    expect(shipped.text).toContain('YT123456789JP');
    expect(shipped.html).toContain('href="https://track.example/YT123456789JP"');
    expect(shipped.headers['content-language']).toBe('ja');
  });

  it('tells of a refund with its amount, of an order cancelled for want of payment, and of an after-sales request and its answer', async () => {
    const refunded = await paidIn('fr', 'mail-refund', 1);
    await refundedByPayPal({ db: ctx.db, now: () => new Date() }, refunded.order, 'test');

    const [late] = await shoppers(ctx, 'mail-late', 1);
    const lateHeaders = { ...late, 'accept-language': 'es' };
    await addToCart(ctx, lateHeaders, await skuWithStock(ctx, 50));
    const created = await checkout(ctx, lateHeaders);
    const [unpaid] = await ctx.db.select().from(orders).where(eq(orders.id, created.data.order_id));
    expect(await expireOrder({ db: ctx.db, now: () => new Date() }, unpaid, 'payment time ran out')).toBe(true);

    const kept = await paidIn('pl', 'mail-aftersale', 1);
    const detail = await call(ctx.app, 'GET', `/api/order/read/${kept.order.id}`, { headers: kept.headers });
    const applied = await call(ctx.app, 'POST', '/api/order/after/sale/apply', {
      headers: kept.headers,
      body: {
        order_id: kept.order.id,
        reason: 'damaged',
        description: 'Box was crushed',
        lines: [{ order_line_id: detail.data.lines[0].id, num: 1 }],
      },
    });
    expect(applied.status).toBe(200);
    await deliverOutbox(deps());
    await decideAfterSale(ctx.db, applied.data.id, 'rejected', 'We need a photo of the parcel.\nThank you!', new Date());
    await deliverOutbox(deps());

    const refundMail = await smtp.waitForMail(refunded.email, { skip: 1 });
    const amount = new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD' }).format(refunded.order.totalCents / 100);
    expect(refundMail.text).toContain(amount);
    expect(refundMail.headers['content-language']).toBe('fr');

    const expiredMail = await smtp.waitForMail('mail-late-0@example.com');
    expect(expiredMail.subject).toContain(unpaid.orderNo);
    expect(expiredMail.headers['content-language']).toBe('es');
    expect(expiredMail.text).toContain('/es/shop');

    const [, received, decided] = smtp.mailsTo(kept.email);
    expect(received.subject).toContain(kept.order.orderNo);
    expect(decided.subject).toContain(kept.order.orderNo);
    expect(decided.text.replace(/\r\n/g, '\n')).toContain('> We need a photo of the parcel.\n> Thank you!');
    expect(decided.headers['content-language']).toBe('pl');
  });

  it('tries again later when the mail server fails, and gives up a refused address for operators to see', async () => {
    const flaky = await startSmtpServer({ failFirst: 1, refuse: (a) => a.startsWith('mail-refused') });
    const flakyMailer = createMailer({ ...ctx.config, SMTP_URL: flaky.url }, ctx.app.log);
    try {
      const { email, order } = await paidIn('it', 'mail-retry');
      const refused = await paidIn('en', 'mail-refused');
      const t0 = new Date();
      expect(await deliverOutbox(deps({ mailer: flakyMailer, now: () => t0 }))).toEqual({ sent: 0, retry: 1, failed: 1 });
      const [waiting] = await ctx.db.select().from(outbox).where(eq(outbox.orderId, order.id));
      expect(waiting).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
      expect(waiting.lastError).toMatch(/451/);
      expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(t0.getTime());
      // Not before its time...
      expect(await deliverOutbox(deps({ mailer: flakyMailer, now: () => t0 }))).toEqual({ sent: 0, retry: 0, failed: 0 });
      // ...and sent once it has come.
      const later = new Date(waiting.nextAttemptAt.getTime() + 1);
      expect(await deliverOutbox(deps({ mailer: flakyMailer, now: () => later }))).toEqual({ sent: 1, retry: 0, failed: 0 });
      expect((await flaky.waitForMail(email)).headers['content-language']).toBe('it');

      const state = await outboxState(ctx.db);
      const given = state.failed.find((m) => m.orderId === refused.order.id);
      expect(given?.lastError).toMatch(/refused/);
      // An operator who fixed the address puts it back; it is sent on the next run.
      expect(await retryFailed(ctx.db, [given!.id])).toBe(1);
      const stillRefused = await deliverOutbox(deps({ mailer: flakyMailer, now: () => later }));
      expect(stillRefused.failed).toBe(1);
    } finally {
      flakyMailer.close();
      await flaky.close();
    }
  });

  it(`gives a message up after ${MAX_ATTEMPTS} failed attempts`, async () => {
    const { order } = await paidIn('en', 'mail-down');
    const down = createMailer({ ...ctx.config, SMTP_URL: 'smtp://127.0.0.1:9' }, ctx.app.log);
    try {
      let at = new Date();
      for (let n = 1; n <= MAX_ATTEMPTS; n++) {
        const done = await deliverOutbox(deps({ mailer: down, now: () => at }));
        expect(done.retry + done.failed).toBeGreaterThanOrEqual(1);
        const [row] = await ctx.db.select().from(outbox).where(eq(outbox.orderId, order.id));
        expect(row.attempts).toBe(n);
        expect(row.failedAt === null).toBe(n < MAX_ATTEMPTS);
        at = new Date(row.nextAttemptAt.getTime() + 1);
      }
    } finally {
      down.close();
    }
  }, 60_000);
});

// Two instances (two connection pools) sending the same outbox at once: every message exactly once.
describe.runIf(Boolean(process.env.DATABASE_URL))('the outbox with two instances', () => {
  it('sends each message exactly once when two workers race for the same rows', async () => {
    const paid = [];
    for (let i = 0; i < 12; i++) paid.push(await paidIn('en', `mail-race${i}`, 1));
    const other = await openDatabase({ url: ctx.config.DATABASE_URL, dataDir: 'memory://', poolSize: 5 });
    try {
      const [a, b] = await Promise.all([deliverOutbox(deps()), deliverOutbox(deps({ db: other.db }))]);
      expect(a.sent + b.sent).toBe(12);
      for (const p of paid) expect(smtp.mailsTo(p.email)).toHaveLength(1);
      const rows = await ctx.db
        .select()
        .from(outbox)
        .where(
          inArray(
            outbox.orderId,
            paid.map((p) => p.order.id),
          ),
        );
      expect(rows.every((r) => r.sentAt && r.attempts === 1)).toBe(true);
    } finally {
      await other.close();
    }
  }, 60_000);
});
