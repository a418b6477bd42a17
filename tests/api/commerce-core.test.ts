import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableName, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { coupons, orders, outbox, productSkus, stockHolds } from '../../api/db/schema/index.ts';
import { freezeClock, resetClock } from '../../api/lib/clock.ts';
import { Locked, LOCK_ORDER } from '../../api/lib/locks.ts';
import { EFFECT_LOCKS, EFFECTS } from '../../api/modules/orders/effects.ts';
import { reconcile } from '../../api/modules/orders/payment.ts';
import { resolveRefunds } from '../../api/modules/orders/refund.ts';
import { MAX_UNPAID_ORDERS } from '../../api/modules/orders/rules.ts';
import { MESSAGE_KINDS, orderProcess } from '../../api/modules/orders/states.ts';
import { afterSaleProcess } from '../../api/modules/after-sales/states.ts';
import { PaymentError } from '../../api/modules/payments/provider.ts';
import { addToCart, approve, capture, checkout, shoppers, skuWithStock } from './helpers/commerce.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';
import { editorSession } from './helpers/editors.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PAYPAL_EMULATOR_WEBHOOKS: 'off' } });
});
afterEach(() => resetClock());
afterAll(async () => {
  await ctx?.close();
});

const one = async (name: string) => (await shoppers(ctx, name, 1))[0];
const sku = async (id: number) => (await ctx.db.select().from(productSkus).where(eq(productSkus.id, id)))[0];
const orderRow = async (id: number) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
const heldInHolds = async (id: number) =>
  Number((await ctx.db.execute(sql`select coalesce(sum(num), 0)::int as n from ${stockHolds} where sku_id = ${id}`)).rows[0].n);
/** Runs the reconciliation as if `minutes` had passed: unpaid orders past their time expire. */
async function afterMinutes(minutes: number) {
  const clock = freezeClock();
  clock.advance(minutes * 60_000);
  const done = await reconcile({ db: ctx.db, now: () => new Date(clock.ms), log: ctx.app.log }, ctx.app.payments, { olderThanMs: 60_000 });
  resetClock();
  return done;
}
async function paidOrder(name: string, skuId: number, num = 1) {
  const me = await one(name);
  await addToCart(ctx, me, skuId, num);
  const { data } = await checkout(ctx, me);
  await approve(ctx, data.paypal_order_id);
  expect((await capture(ctx, me, data.paypal_order_id)).data.paypal_status).toBe('COMPLETED');
  return { me, order: await orderRow(data.order_id) };
}

describe('the order process', () => {
  it('locks the order (or the shopper) before every row its effects change, in the global lock order', () => {
    const input = {
      order: { id: 1, userId: 1, couponId: 1, couponCode: 'X' } as never,
      lines: [{ skuId: 1, productId: 1, num: 1 }],
      at: new Date(),
    };
    for (const [move, def] of Object.entries(orderProcess.moves)) {
      const first = LOCK_ORDER.indexOf(def.from.length ? 'orders' : 'users');
      for (const effect of def.effects)
        for (const table of Object.keys(EFFECT_LOCKS[effect](input)) as (typeof LOCK_ORDER)[number][])
          expect(LOCK_ORDER.indexOf(table), `${move}: ${effect} locks ${table}`).toBeGreaterThan(first);
    }
  });

  it('makes every write that changes rows of a locked table wait for the locks of its move', () => {
    const input = {
      order: { id: 1, userId: 1, couponId: 1, couponCode: 'X', expiresAt: new Date() } as never,
      lines: [{ skuId: 1, productId: 1, num: 1 }],
      at: new Date(),
    };
    const dialect = new PgDialect();
    const lockedNames: string[] = Object.values(Locked).map((l) => getTableName(l.table));
    const gate = sql`${sql.raw('gate_of_the_test')}`;
    let checked = 0;
    for (const [effect, def] of Object.entries(EFFECTS))
      for (const write of def.writes?.(input, gate) ?? []) {
        const text = dialect.sqlToQuery(write).sql;
        const changed = /^\s*(?:update|delete from)\s+"([a-z_]+)"/i.exec(text)?.[1];
        if (!changed || !lockedNames.includes(changed)) continue;
        checked += 1;
        expect(text, `${effect} changes ${changed}`).toContain('gate_of_the_test');
      }
    expect(checked).toBeGreaterThanOrEqual(7);
  });

  it('sends every message kind from some move, and names no other', () => {
    const sent = new Set(
      [...Object.values(orderProcess.moves), ...Object.values(afterSaleProcess.moves)].map((m) => m.message).filter(Boolean),
    );
    expect([...sent].sort()).toEqual([...MESSAGE_KINDS].sort());
  });

  it('holds units while unpaid, sells them when paid, and writes the confirmation to the outbox in the same move', async () => {
    const id = await skuWithStock(ctx, 10, 30);
    const before = await sku(id);
    const me = await one('holds');
    await addToCart(ctx, me, id, 3);
    const { data } = await checkout(ctx, me);
    expect(await sku(id)).toMatchObject({ onHand: before.onHand, held: before.held + 3, stockNum: 7 });
    expect(await heldInHolds(id)).toBe((await sku(id)).held);
    await approve(ctx, data.paypal_order_id);
    await capture(ctx, me, data.paypal_order_id);
    expect(await sku(id)).toMatchObject({ onHand: before.onHand - 3, held: before.held, sold: before.sold + 3, stockNum: 7 });
    expect(await heldInHolds(id)).toBe(before.held);
    const messages = await ctx.db.select().from(outbox).where(eq(outbox.orderId, data.order_id));
    expect(messages.map((m) => m.kind)).toEqual(['order_paid']);
  });

  it('takes exactly the cart: more units than the cart holds are refused and nothing is held', async () => {
    const id = await skuWithStock(ctx, 20, 31);
    const me = await one('exact');
    await addToCart(ctx, me, id, 1);
    const create = (total_price: string) =>
      call(ctx.app, 'POST', '/api/order/create', { headers: me, body: { product_spec: [{ product_sku_id: id, num: 12 }], total_price } });
    const countOrders = async () => (await ctx.db.select({ id: orders.id }).from(orders)).length;
    const before = await countOrders();
    // The shop names its total for 12 units; sent with that total, the order is still refused: the cart holds 1.
    const priced = await create('0.01');
    expect(priced.message).toMatch(/Prices have changed/);
    const res = await create(priced.data.total_price);
    expect(res).toMatchObject({ status: 409, code: 409 });
    expect(res.message).toMatch(/cart has changed/);
    expect((await sku(id)).stockNum).toBe(20);
    expect(await countOrders()).toBe(before);
  });
});

describe('a PayPal order that is gone', () => {
  it('gives a resubmitted cart a new PayPal order when PayPal no longer knows the old one, and it can be paid', async () => {
    const me = await one('gone');
    const id = await skuWithStock(ctx, 5, 35);
    await addToCart(ctx, me, id, 1);
    const first = await checkout(ctx, me);
    // The sandbox loses its orders (what a crash of its database did to its tables).
    await ctx.db.execute(sql`delete from paypal_emulator_orders`);
    await ctx.db.execute(sql`delete from paypal_emulator_replays`);
    const again = await checkout(ctx, me);
    expect(again.data.order_id).toBe(first.data.order_id);
    expect(again.data.paypal_order_id).not.toBe(first.data.paypal_order_id);
    expect((await approve(ctx, again.data.paypal_order_id)).statusCode).toBe(200);
    expect((await capture(ctx, me, again.data.paypal_order_id)).data.paypal_status).toBe('COMPLETED');
    expect((await orderRow(first.data.order_id)).status).toBe('paid');
  });
});

describe('holds a shopper cannot abuse', () => {
  it(`refuses a ${MAX_UNPAID_ORDERS + 1}th unpaid order in the shopper's language, and takes checkouts again once one expires`, async () => {
    const me = await one('hoarder');
    const made: number[] = [];
    for (let i = 0; i < MAX_UNPAID_ORDERS; i++) {
      await addToCart(ctx, me, await skuWithStock(ctx, 5, 40 + i), 1);
      const res = await checkout(ctx, me);
      expect(res.status).toBe(200);
      made.push(res.data.order_id);
    }
    await addToCart(ctx, me, await skuWithStock(ctx, 5, 45), 1);
    const refused = await checkout(ctx, me);
    expect(refused).toMatchObject({ status: 409, code: 409 });
    expect(refused.message).toMatch(/already have 3 orders waiting for payment/);
    const de = await checkout(ctx, { ...me, 'accept-language': 'de' });
    expect(de).toMatchObject({ status: 409, code: 409 });
    expect(de.message).toMatch(/Du hast bereits 3 Bestellungen/);
    expect((await afterMinutes(ctx.config.ORDER_PAYMENT_MINUTES + 1)).cancelled).toBeGreaterThanOrEqual(MAX_UNPAID_ORDERS);
    expect((await checkout(ctx, me)).status).toBe(200);
  });

  it('lets one shopper hold at most three uses of a coupon, however many checkouts race', async () => {
    await ctx.db.insert(coupons).values({ code: 'RUSH100', kind: 'percent', value: 20, maxUses: 100 });
    const me = await one('coupon-hoarder');
    const id = await skuWithStock(ctx, 500, 50);
    await addToCart(ctx, me, id, 1);
    const cart = await call(ctx.app, 'GET', '/api/cart/getList?coupon_code=RUSH100', { headers: me });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(ctx.app, 'POST', '/api/order/create', {
          headers: me,
          // A different note makes each a different checkout (not a repeated submit).
          body: {
            product_spec: [{ product_sku_id: id, num: 1 }],
            coupon_code: 'RUSH100',
            user_remark: `try ${i}`,
            total_price: cart.data.priceData.total_price,
          },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_UNPAID_ORDERS);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const held = await ctx.db.execute(
      sql`select count(*)::int as n from coupon_redemptions r join coupons c on c.id = r.coupon_id where c.code = 'RUSH100' and r.state = 'reserved'`,
    );
    expect(held.rows[0].n).toBe(MAX_UNPAID_ORDERS);
    // Another shopper still gets the coupon.
    const other = await one('coupon-other');
    await addToCart(ctx, other, id, 1);
    expect((await checkout(ctx, other, { coupon_code: 'RUSH100' })).status).toBe(200);
  });

  it("counts a shopper's held coupon use against their limit, and gives it back when the order expires", async () => {
    await ctx.db.insert(coupons).values({ code: 'ONCEEACH', kind: 'percent', value: 10, maxUsesPerUser: 1 });
    const me = await one('once-each');
    await addToCart(ctx, me, await skuWithStock(ctx, 5, 51), 1);
    expect((await checkout(ctx, me, { coupon_code: 'ONCEEACH' })).status).toBe(200);
    await addToCart(ctx, me, await skuWithStock(ctx, 5, 52), 1);
    const second = await checkout(ctx, me, { coupon_code: 'ONCEEACH' });
    expect(second.status).toBe(400);
    await afterMinutes(ctx.config.ORDER_PAYMENT_MINUTES + 1);
    expect((await checkout(ctx, me, { coupon_code: 'ONCEEACH' })).status).toBe(200);
  });
});

describe('stock adjustments by editors', () => {
  it('never inflates stock when pending orders expire after an edit, and refuses a count that changed meanwhile', async () => {
    const editor = await editorSession(ctx, 'stock-editor@example.com');
    const id = await skuWithStock(ctx, 10, 60);
    const base = await sku(id);
    const me = await one('adjust-buyer');
    await addToCart(ctx, me, id, 3);
    expect((await checkout(ctx, me)).status).toBe(200);
    // The editor counts the shelf: the 3 held units are still on it, and 2 more arrived.
    const edit = await editor.post('/editor/sku/update', { id, on_hand: base.onHand + 2, on_hand_seen: base.onHand });
    expect(edit).toMatchObject({ code: 200, data: { on_hand: base.onHand + 2, held: base.held + 3, stock_num: 9 } });
    await afterMinutes(ctx.config.ORDER_PAYMENT_MINUTES + 1);
    expect((await sku(id)).stockNum).toBe(12);

    // A sale lands between the editor reading the count and saving it: the save is refused with the new count.
    const seen = (await sku(id)).onHand;
    await paidOrder('adjust-sale', id, 1);
    const stale = await editor.post('/editor/sku/update', { id, on_hand: 50, on_hand_seen: seen });
    expect(stale).toMatchObject({ status: 409, code: 409 });
    expect(stale.message).toContain(String(seen - 1));
    expect((await sku(id)).onHand).toBe(seen - 1);

    // On hand cannot go below what unpaid orders hold.
    const holder = await one('adjust-holder');
    await addToCart(ctx, holder, id, 4);
    expect((await checkout(ctx, holder)).status).toBe(200);
    const now = await sku(id);
    const below = await editor.post('/editor/sku/update', { id, on_hand: now.held - 1, on_hand_seen: now.onHand });
    expect(below).toMatchObject({ status: 409, code: 409 });
    expect(await sku(id)).toMatchObject({ onHand: now.onHand, held: now.held });
  });
});

describe('refunds that finish', () => {
  const refund = (me: Record<string, string>, id: number) => call(ctx.app, 'GET', `/api/order/apply/refund/${id}`, { headers: me });
  const later = { db: () => ctx.db, now: () => new Date(Date.now() + 5 * 60_000) };
  const resolve = () => resolveRefunds({ db: later.db(), now: later.now, log: ctx.app.log }, ctx.app.payments, 60_000);

  it('ends refunded when PayPal did not answer, and refunds once when its answer was lost', async () => {
    const id = await skuWithStock(ctx, 10, 70);
    const payments = ctx.app.payments;
    const real = payments.refundCapture.bind(payments);

    const { me, order } = await paidOrder('refund-down', id, 2);
    payments.refundCapture = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    try {
      expect((await refund(me, order.id)).data.status).toBe('refund_requested');
    } finally {
      payments.refundCapture = real;
    }
    const lost = await paidOrder('refund-lost', id, 1);
    // PayPal refunds, but the answer never reaches the shop (a crash, a cut connection).
    payments.refundCapture = async (...args) => {
      await real(...args);
      throw new Error('socket hang up');
    };
    try {
      expect((await refund(lost.me, lost.order.id)).data.status).toBe('refund_requested');
    } finally {
      payments.refundCapture = real;
    }
    const onHand = (await sku(id)).onHand;
    expect(await resolve()).toMatchObject({ refunded: 2 });
    expect((await orderRow(order.id)).status).toBe('refunded');
    expect((await orderRow(lost.order.id)).status).toBe('refunded');
    expect((await sku(id)).onHand).toBe(onHand + 3);
    // PayPal holds one refund of the lost one: asking again replayed it.
    const remote = await payments.getOrder(lost.order.paypalOrderId!);
    expect(remote.capture?.status).toBe('REFUNDED');
  });

  it('puts the order back to paid when PayPal refuses the refund', async () => {
    const id = await skuWithStock(ctx, 10, 71);
    const payments = ctx.app.payments;
    const real = payments.refundCapture.bind(payments);
    const { me, order } = await paidOrder('refund-refused', id, 1);
    payments.refundCapture = async () => {
      throw new PaymentError('refused', 422, 'REFUND_NOT_ALLOWED');
    };
    try {
      expect(await refund(me, order.id)).toMatchObject({ status: 409 });
    } finally {
      payments.refundCapture = real;
    }
    expect((await orderRow(order.id)).status).toBe('paid');
  });
});
