import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { statesCheck } from '../../lib/state-machine.ts';
import { afterSaleProcess, type AfterSaleStatus } from '../../modules/after-sales/states.ts';
import { MESSAGE_KINDS, orderProcess, UNPAID, type MessageKind, type OrderStatus } from '../../modules/orders/states.ts';
import { FUNDING_SOURCES, type FundingSource } from '../../modules/orders/rules.ts';
import type { ShipTo } from '../../modules/payments/provider.ts';
import { countries, productSkus, products, type Localized } from './catalog.ts';
import { users } from './users.ts';

/** A line of a shopper's cart: one row per SKU (adding the same SKU again adds to its quantity). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id, { onDelete: 'cascade' }),
    num: integer('num').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_user_sku_idx').on(t.userId, t.skuId), check('cart_items_num_positive', sql`${t.num} > 0`)],
);

/**
 * A coupon: a percentage or a fixed amount off the goods, with a minimum spend, a validity window,
 * the countries it is valid in (null: all), a total and a per-shopper limit of uses. Uses are
 * counted when a payment is captured; checkouts reserve them under a row lock so limits hold.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Upper-case; shoppers may type it in any case. */
    code: varchar('code', { length: 40 }).notNull().unique(),
    kind: text('kind').$type<'percent' | 'amount'>().notNull(),
    /** Whole percent off (kind percent) or cents off (kind amount). */
    value: integer('value').notNull(),
    minSpendCents: integer('min_spend_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    countries: varchar('countries', { length: 2 }).array(),
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user'),
    /** Captured uses. */
    usedCount: integer('used_count').notNull().default(0),
  },
  (t) => [
    check('coupons_kind_check', sql`${t.kind} IN ('percent', 'amount')`),
    check('coupons_value_check', sql`${t.value} > 0 AND (${t.kind} <> 'percent' OR ${t.value} <= 100)`),
    check('coupons_used_within_limit', sql`${t.maxUses} IS NULL OR ${t.usedCount} <= ${t.maxUses}`),
  ],
);

/**
 * An order: what the shopper buys, priced by the server when it was created (goods, coupon,
 * shipping to `country_code`), and where it is in its life (orderProcess in api/modules/orders/states.ts;
 * a CHECK constraint keeps the column within those states).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The shopper-facing number, also PayPal's invoice_id and custom_id. */
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').$type<OrderStatus>().notNull().default(UNPAID),
    source: text('source').notNull().default('cart'),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    /** The language the shopper bought in: the order's e-mails are written in it. */
    locale: varchar('locale', { length: 2 }).notNull().default('en'),
    goodsCents: integer('goods_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponCode: varchar('coupon_code', { length: 40 }),
    remark: text('remark').notNull().default(''),
    /** Same key, same order: a repeated submit of the same cart returns the order it made. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    paypalOrderId: varchar('paypal_order_id', { length: 64 }).unique(),
    paypalCaptureId: varchar('paypal_capture_id', { length: 64 }),
    /** The capture's own status as PayPal last reported it (COMPLETED, PENDING, DECLINED, REFUNDED...). */
    captureStatus: varchar('capture_status', { length: 32 }),
    /** An unpaid order gives its stock and coupon back after this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set by the `ship` move: who carries the parcel, its tracking number and, when the carrier has one, the tracking page. */
    carrier: varchar('carrier', { length: 60 }),
    trackingNumber: varchar('tracking_number', { length: 80 }),
    trackingUrl: text('tracking_url'),
    /** Where PayPal ships, as the buyer chose it in PayPal's window; set by the `pay` move when PayPal reports it. */
    shipTo: jsonb('ship_to').$type<ShipTo>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One unpaid order per cart state: a repeated submit finds it; a later one after it expired may start anew.
    uniqueIndex('orders_user_idempotency_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.status} = ${sql.raw(`'${UNPAID}'`)}`),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The shopper's unpaid orders, counted at each checkout (at most MAX_UNPAID_ORDERS).
    index('orders_user_unpaid_idx')
      .on(t.userId)
      .where(sql`${t.status} = ${sql.raw(`'${UNPAID}'`)}`),
    index('orders_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = ${sql.raw(`'${UNPAID}'`)}`),
    check('orders_status_check', sql.raw(statesCheck(orderProcess, 'status'))),
    check(
      'orders_amounts_check',
      sql`${t.goodsCents} >= 0 AND ${t.discountCents} >= 0 AND ${t.shippingCents} >= 0 AND ${t.totalCents} = ${t.goodsCents} - ${t.discountCents} + ${t.shippingCents}`,
    ),
  ],
);

/** What an order bought, as it was when bought: names, colour and cover are kept for the order's pages. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productName: jsonb('product_name').$type<Localized>().notNull(),
    colorName: jsonb('color_name').$type<Localized>().notNull(),
    coverUrl: text('cover_url').notNull().default(''),
    unitCents: integer('unit_cents').notNull(),
    num: integer('num').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), check('order_lines_num_positive', sql`${t.num} > 0 AND ${t.unitCents} >= 0`)],
);

/** Every move of an order: from, to, when and why (who or what moved it). */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId)],
);

/**
 * A coupon use by an order: reserved when the order is created (so concurrent checkouts cannot
 * exceed the limits), used when its payment is captured, released when the order is cancelled.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: text('state').$type<'reserved' | 'used' | 'released'>().notNull().default('reserved'),
  },
  (t) => [
    index('coupon_redemptions_coupon_idx').on(t.couponId, t.userId),
    check('coupon_redemptions_state_check', sql`${t.state} IN ('reserved', 'used', 'released')`),
  ],
);

/**
 * Units an unpaid order holds of a SKU until it expires: product_skus.held is their sum. Payment
 * turns a hold into a sale, expiry and cancelling release it (api/modules/orders/stock.ts).
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id),
    num: integer('num').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.skuId] }),
    index('stock_holds_sku_idx').on(t.skuId),
    check('stock_holds_num_positive', sql`${t.num} > 0`),
  ],
);

/**
 * Messages to send (order e-mails), written by a move of the order or after-sales machine in the
 * same transaction as the move, so a move and its message commit or fail together; sent by the
 * outbox worker (api/modules/messages/worker.ts), which claims due rows for a while, retries with
 * back-off and gives up after a number of attempts (`failed_at`, for operators to see).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<MessageKind>().notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    afterSaleId: integer('after_sale_id').references(() => afterSales.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** Not sent before this (the back-off after a failed attempt). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker is sending it until then; past it (the worker died), another may claim it. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Given up: the address was refused, or every attempt failed. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
    check('outbox_kind_check', sql.raw(`kind IN (${MESSAGE_KINDS.map((k) => `'${k}'`).join(', ')})`)),
  ],
);

/** PayPal webhook events already handled: a replayed event changes nothing. */
export const paypalEvents = pgTable('paypal_events', {
  eventId: varchar('event_id', { length: 64 }).primaryKey(),
  eventType: text('event_type').notNull(),
  resourceId: text('resource_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An after-sales request about a paid order: which lines, why, what happened, photos. */
export const afterSales = pgTable(
  'after_sales',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<AfterSaleStatus>().notNull().default(afterSaleProcess.moves.submit.to),
    reason: text('reason').notNull(),
    description: text('description').notNull().default(''),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The shop's answer, shown to the shopper once decided. */
    reply: text('reply').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('after_sales_user_idx').on(t.userId, t.createdAt),
    index('after_sales_order_idx').on(t.orderId),
    check('after_sales_status_check', sql.raw(statesCheck(afterSaleProcess, 'status'))),
  ],
);

export const afterSaleLines = pgTable(
  'after_sale_lines',
  {
    afterSaleId: integer('after_sale_id')
      .notNull()
      .references(() => afterSales.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    num: integer('num').notNull(),
  },
  (t) => [primaryKey({ columns: [t.afterSaleId, t.orderLineId] }), check('after_sale_lines_num_positive', sql`${t.num} > 0`)],
);

export const afterSaleHistory = pgTable(
  'after_sale_history',
  {
    id: serial('id').primaryKey(),
    afterSaleId: integer('after_sale_id')
      .notNull()
      .references(() => afterSales.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('after_sale_history_idx').on(t.afterSaleId)],
);

/**
 * An operator's choice to offer or not a payment option to buyers of a country. A country and
 * option without a row follow PayPal's published availability (api/modules/payments/methods.ts).
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code, { onDelete: 'cascade' }),
    funding: text('funding').$type<FundingSource>().notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.countryCode, t.funding] }),
    check('payment_methods_funding_check', sql.raw(statesCheck({ states: FUNDING_SOURCES }, 'funding'))),
  ],
);
