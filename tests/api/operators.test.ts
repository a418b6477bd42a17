import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { operatorActions, orders, outbox, users } from '../../api/db/schema/index.ts';
import * as operatorCalls from '../../api/modules/operator/contract.ts';
import { moveOrderByNumber } from '../../api/modules/orders/operator.ts';
import { listRole, setRole } from '../../api/modules/user/roles.ts';
import { bearer, signIn } from './helpers/auth.ts';
import { addToCart, checkout, paidOrder, shoppers, skuWithStock } from './helpers/commerce.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';
import { editorSession } from './helpers/editors.ts';

let ctx: TestContext;
let operator: Record<string, string>;
let operatorId: number;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PAYPAL_EMULATOR_WEBHOOKS: 'off' } });
  operator = bearer(await signIn(ctx, 'ops@example.com'));
  await setRole(ctx.db, 'ops@example.com', 'operator', true);
  [{ id: operatorId }] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'ops@example.com'));
});
afterAll(async () => {
  await ctx?.close();
});

const get = (path: string, headers = operator) => call(ctx.app, 'GET', `/api${path}`, { headers });
const post = (path: string, body: unknown, headers = operator) => call(ctx.app, 'POST', `/api${path}`, { headers, body });
const lastAction = async () => (await ctx.db.select().from(operatorActions).orderBy(desc(operatorActions.id)).limit(1))[0];

describe('the operator role', () => {
  it('refuses every operator call to visitors (4001), shoppers and editors without the role (403, in their language)', async () => {
    const shopper = bearer(await signIn(ctx, 'not-ops@example.com'));
    const editor = (await editorSession(ctx, 'editor-not-ops@example.com')).headers;
    for (const c of Object.values(operatorCalls)) {
      const path = `/api${c.path.replace(':id', '1')}`;
      const body = c.method === 'POST' ? { order_id: 1 } : undefined;
      expect(await call(ctx.app, c.method, path, { body }), `${c.path} signed out`).toMatchObject({ status: 401, code: 4001 });
      for (const headers of [shopper, editor])
        expect(await call(ctx.app, c.method, path, { body, headers: { ...headers, 'accept-language': 'de' } }), c.path).toMatchObject({
          status: 403,
          message: 'Das dürfen nur Betreiber',
        });
    }
  });

  it('is granted and withdrawn like the editor role, and read at every call', async () => {
    expect((await listRole(ctx.db, 'operator')).map((r) => r.email)).toContain('ops@example.com');
    const later = bearer(await signIn(ctx, 'ops-later@example.com'));
    expect((await get('/operator/order/getList', later)).status).toBe(403);
    await setRole(ctx.db, 'ops-later@example.com', 'operator', true);
    expect((await get('/operator/order/getList', later)).status).toBe(200);
    await setRole(ctx.db, 'ops-later@example.com', 'operator', false);
    expect((await get('/operator/order/getList', later)).status).toBe(403);
  });
});

describe('orders in the back office', () => {
  it('lists orders with counts per status, filtered by status, search and days, newest first, a page at a time', async () => {
    const a = await paidOrder(ctx, 'bo-list-a', 0);
    const b = await paidOrder(ctx, 'bo-list-b', 0);
    const [unpaidShopper] = await shoppers(ctx, 'bo-list-c', 1);
    await addToCart(ctx, unpaidShopper, await skuWithStock(ctx, 5));
    expect((await checkout(ctx, unpaidShopper)).status).toBe(200);

    const all = await get('/operator/order/getList?page_size=2');
    expect(all.data.list).toHaveLength(2);
    expect(all.data.counts.paid).toBeGreaterThanOrEqual(2);
    expect(all.data.counts.pending_payment).toBeGreaterThanOrEqual(1);
    expect(all.data.total).toBe(Object.values(all.data.counts as Record<string, number>).reduce((x, y) => x + y, 0));
    const ids = all.data.list.map((o: { id: number }) => o.id);
    expect(ids[0]).toBeGreaterThan(ids[1]);

    const paid = await get('/operator/order/getList?status=paid&page_size=100');
    expect(paid.data.list.every((o: { status: string }) => o.status === 'paid')).toBe(true);
    expect(paid.data.total).toBe(paid.data.counts.paid);

    const byNumber = await get(`/operator/order/getList?q=${a.order_no}`);
    expect(byNumber.data.list.map((o: { id: number }) => o.id)).toEqual([a.order_id]);
    const byEmail = await get('/operator/order/getList?q=bo-list-b-0@EXAMPLE.com');
    expect(byEmail.data.list.map((o: { id: number }) => o.id)).toEqual([b.order_id]);

    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/operator/order/getList?from=${today}&to=${today}&q=bo-list`)).data.total).toBe(3);
    expect((await get(`/operator/order/getList?to=2020-01-01&q=bo-list`)).data.total).toBe(0);
    expect((await get('/operator/order/getList?from=26-11-2026')).status).toBe(400);
  });

  it('ships a paid order with carrier and tracking (the shipping e-mail is queued), and refuses to ship it twice', async () => {
    const o = await paidOrder(ctx, 'bo-ship', 0);
    const detail = await get(`/operator/order/read/${o.order_id}`);
    expect(detail.data).toMatchObject({ status: 'paid', email: 'bo-ship-0@example.com', actions: ['ship', 'refund', 'resend'] });
    expect(detail.data.lines).toHaveLength(1);
    // Where to send the parcel: the address the buyer chose in PayPal's window, reported at the capture.
    expect(detail.data.ship_to).toEqual({
      name: 'Test Buyer',
      lines: ['1 Sandbox Street', 'Apt 2'],
      city: 'Testville',
      region: 'CA',
      postal_code: '95131',
      country_code: 'US',
    });
    expect(detail.data.history.map((h: { to: string }) => h.to)).toEqual(['pending_payment', 'paid']);
    expect(detail.data.emails.map((m: { kind: string }) => m.kind)).toEqual(['order_paid']);

    const shipped = await post('/operator/order/ship', {
      order_id: o.order_id,
      carrier: 'DHL',
      tracking_number: 'JD0146000012345',
      tracking_url: 'https://www.dhl.com/track?id=JD0146000012345',
    });
    expect(shipped).toMatchObject({ status: 200, data: { status: 'shipped' } });
    const after = await get(`/operator/order/read/${o.order_id}`);
    expect(after.data).toMatchObject({ carrier: 'DHL', tracking_number: 'JD0146000012345', actions: ['complete', 'resend'] });
    expect(after.data.emails.map((m: { kind: string }) => m.kind)).toEqual(['order_paid', 'order_shipped']);
    expect(await lastAction()).toMatchObject({ userId: operatorId, via: 'workspace', action: 'order.ship', target: `order:${o.order_no}` });

    const again = await post('/operator/order/ship', { order_id: o.order_id }, { ...operator, 'accept-language': 'fr' });
    expect(again.status).toBe(409);
    expect(again.message).toMatch(/Cette commande/);
    expect((await post('/operator/order/ship', { order_id: o.order_id, tracking_url: 'javascript:alert(1)' })).status).toBe(400);
    // An id beyond the database's range is refused as input, not a 500.
    expect(await post('/operator/order/ship', { order_id: 2 ** 31 })).toMatchObject({ status: 400, data: { invalid: 'order_id' } });

    expect((await post('/operator/order/complete', { order_id: o.order_id })).data.status).toBe('completed');
  });

  it('cancels an unpaid order (its units are available again), refunds a paid one through PayPal, and resends a confirmation', async () => {
    const [shopper] = await shoppers(ctx, 'bo-cancel', 1);
    const sku = await skuWithStock(ctx, 3, 2);
    await addToCart(ctx, shopper, sku, 2);
    const made = await checkout(ctx, shopper);
    expect((await post('/operator/order/cancel', { order_id: made.data.order_id })).data.status).toBe('cancelled');
    expect((await post('/operator/order/cancel', { order_id: made.data.order_id })).status).toBe(409);

    const paid = await paidOrder(ctx, 'bo-refund', 3);
    expect((await post('/operator/order/refund', { order_id: paid.order_id })).data.status).toBe('refunded');
    expect(await lastAction()).toMatchObject({ action: 'order.requestRefund', via: 'workspace' });

    const other = await paidOrder(ctx, 'bo-resend', 0);
    expect((await post('/operator/order/resend', { order_id: other.order_id })).data).toEqual({ queued: true });
    const mails = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, other.order_id), eq(outbox.kind, 'order_paid')));
    expect(mails).toHaveLength(2);
    expect((await post('/operator/order/resend', { order_id: made.data.order_id })).status).toBe(409); // never paid
  });

  it('decides an after-sales request with a reply the shopper gets by e-mail', async () => {
    const o = await paidOrder(ctx, 'bo-aftersale', 0, 2);
    const line = (await call(ctx.app, 'GET', `/api/order/read/${o.order_id}`, { headers: o.me })).data.lines[0];
    const applied = await call(ctx.app, 'POST', '/api/order/after/sale/apply', {
      headers: o.me,
      body: { order_id: o.order_id, reason: 'defective', lines: [{ order_line_id: line.id, num: 1 }] },
    });
    const decided = await post('/operator/afterSale/decide', {
      id: applied.data.id,
      decision: 'approve',
      reply: 'Sorry! A new one is on its way.',
    });
    expect(decided.data).toEqual({ status: 'approved' });
    const detail = await get(`/operator/order/read/${o.order_id}`);
    expect(detail.data.after_sales[0]).toMatchObject({ status: 'approved', reply: 'Sorry! A new one is on its way.' });
    expect(detail.data.emails.map((m: { kind: string }) => m.kind)).toEqual(['order_paid', 'after_sale_received', 'after_sale_decided']);
    expect((await post('/operator/afterSale/decide', { id: applied.data.id, decision: 'reject' })).status).toBe(409);
  });

  it("previews an order e-mail as the shopper would get it now, in the shopper's language, to operators only", async () => {
    const o = await paidOrder(ctx, 'bo-preview', 0);
    const [message] = (await get(`/operator/order/read/${o.order_id}`)).data.emails;
    await ctx.db.update(orders).set({ locale: 'ja' }).where(eq(orders.id, o.order_id));
    await ctx.db.update(outbox).set({ locale: 'ja' }).where(eq(outbox.id, message.id));
    const preview = await get(`/operator/message/read/${message.id}`);
    expect(preview.data).toMatchObject({ id: message.id, kind: 'order_paid', to: 'bo-preview-0@example.com', locale: 'ja' });
    expect(preview.data.subject).toContain(o.order_no);
    expect(preview.data.html).toContain('1 Sandbox Street');
    expect(preview.data.html).toContain(`/ja/user/order/${o.order_id}`);
    expect(preview.data.text).toContain(o.order_no);
    expect((await get('/operator/message/read/999999')).status).toBe(404);
    const shopper = bearer(await signIn(ctx, 'bo-preview-nosy@example.com'));
    expect((await get(`/operator/message/read/${message.id}`, shopper)).status).toBe(403);
  });

  it('records what the command line does too, without an account', async () => {
    const o = await paidOrder(ctx, 'bo-cli', 0);
    await moveOrderByNumber(ctx.db, o.order_no, 'shipped', new Date(), { carrier: 'UPS' });
    expect(await lastAction()).toMatchObject({ userId: null, via: 'command line', action: 'order.ship', target: `order:${o.order_no}` });
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, o.order_id));
    expect(row).toMatchObject({ status: 'shipped', carrier: 'UPS' });
  });
});
