import { z } from 'zod';
import { id, text, wholeNumber } from '../../lib/fields.ts';
import { countryCode, idParam, moneyOut, pageOf, pagination } from '../../lib/request.ts';
import { AFTER_SALE_STATUSES, FUNDING_SOURCES, ORDER_STATUSES } from '../orders/rules.ts';
import { MESSAGE_KINDS } from '../orders/states.ts';
import { OPERATOR_ACTIONS } from './actions.ts';

const day = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-26');

/** GET /operator/order/getList: orders by status, creation day range and number or e-mail, newest first. */
export const OperatorOrderQuery = z.strictObject({
  ...pagination,
  status: z.enum(ORDER_STATUSES).optional(),
  from: day.optional(),
  to: day.optional(),
  /** Part of an order number or of the shopper's e-mail address. */
  q: text().trim().max(100).optional(),
});
export type OperatorOrderQuery = z.output<typeof OperatorOrderQuery>;

export const OperatorOrderIdBody = z.strictObject({ order_id: id() });
export const OperatorShipBody = z.strictObject({
  order_id: id(),
  carrier: text().trim().min(1).max(60).optional(),
  tracking_number: text().trim().min(1).max(80).optional(),
  tracking_url: text()
    .trim()
    .max(500)
    .regex(/^https?:\/\/\S+$/i, 'must be a web address (http or https)')
    .optional(),
});
export type OperatorShipBody = z.output<typeof OperatorShipBody>;
export const OperatorDecideBody = z.strictObject({
  id: id(),
  decision: z.enum(['approve', 'reject']),
  /** Shown to the shopper and sent in the decision e-mail. */
  reply: text({ multiline: true }).trim().max(2000).default(''),
});
export const OperatorOrderParams = z.strictObject({ id: idParam });

export const OperatorOrderRow = z.strictObject({
  id: z.number().int(),
  order_no: z.string(),
  email: z.string(),
  status: z.enum(ORDER_STATUSES),
  total_price: moneyOut,
  currency: z.string(),
  country_code: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export const OperatorOrderPage = pageOf(OperatorOrderRow).extend({
  /** Orders per status under the same day range and search, whatever `status` filters. */
  counts: z.record(z.enum(ORDER_STATUSES), z.number().int().min(0)),
});

export const OperatorOrderDetail = OperatorOrderRow.extend({
  locale: z.string(),
  goods_price: moneyOut,
  discount_price: moneyOut,
  shipping_price: moneyOut,
  coupon_code: z.string().nullable(),
  remark: z.string(),
  paypal_order_id: z.string().nullable(),
  paypal_capture_id: z.string().nullable(),
  capture_status: z.string().nullable(),
  expires_at: z.string(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  /** Where PayPal ships (the buyer's choice in PayPal's window), once paid; null when PayPal did not report it. */
  ship_to: z
    .strictObject({
      name: z.string(),
      lines: z.array(z.string()),
      city: z.string(),
      region: z.string(),
      postal_code: z.string(),
      country_code: z.string(),
    })
    .nullable(),
  lines: z.array(
    z.strictObject({
      id: z.number().int(),
      sku_id: z.number().int(),
      name: z.string(),
      colour: z.string(),
      unit_price: moneyOut,
      num: z.number().int(),
    }),
  ),
  history: z.array(z.strictObject({ from: z.string().nullable(), to: z.string(), reason: z.string(), at: z.string() })),
  emails: z.array(
    z.strictObject({
      id: z.number().int(),
      kind: z.enum(MESSAGE_KINDS),
      created_at: z.string(),
      sent_at: z.string().nullable(),
      failed_at: z.string().nullable(),
      attempts: z.number().int(),
      last_error: z.string().nullable(),
    }),
  ),
  after_sales: z.array(
    z.strictObject({
      id: z.number().int(),
      status: z.enum(AFTER_SALE_STATUSES),
      reason: z.string(),
      description: z.string(),
      reply: z.string(),
      created_at: z.string(),
    }),
  ),
  /** The actions the order process allows from the order's status now. */
  actions: z.array(z.enum(['ship', 'complete', 'cancel', 'refund', 'resend'])),
});
export type OperatorOrderDetail = z.output<typeof OperatorOrderDetail>;
export const OperatorMe = z.strictObject({ email: z.string() });
export const Done = z.strictObject({ status: z.enum(ORDER_STATUSES) });
export const Decided = z.strictObject({ status: z.enum(AFTER_SALE_STATUSES) });
export const Queued = z.strictObject({ queued: z.literal(true) });

/** GET /operator/stock/getList: every colour's stock, those running out first. */
export const InventoryQuery = z.strictObject({
  ...pagination,
  show: z.enum(['all', 'low']).default('all'),
  /** Part of a product's or colour's name, in any language. */
  q: text().trim().max(100).optional(),
});
export type InventoryQuery = z.output<typeof InventoryQuery>;
export const InventoryRow = z.strictObject({
  sku_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  colour: z.string(),
  color_card: z.string(),
  on_hand: z.number().int(),
  held: z.number().int(),
  sold: z.number().int(),
  /** On hand less held: what shoppers can still buy. */
  available: z.number().int(),
  /** Available at or under the shop's LOW_STOCK_AT. */
  low: z.boolean(),
});
export const InventoryPage = pageOf(InventoryRow).extend({
  low_count: z.number().int().min(0),
  low_at: z.number().int().min(0),
});
/** An adjustment names the count the operator saw: refused (409) when sales or another edit changed it meanwhile. */
export const InventoryAdjustBody = z.strictObject({
  sku_id: id(),
  on_hand: wholeNumber(0, 1_000_000),
  on_hand_seen: wholeNumber(0, 1_000_000),
});
export type InventoryAdjustBody = z.output<typeof InventoryAdjustBody>;

/** GET /operator/audit/getList: who did what and when, newest first. */
export const AuditQuery = z.strictObject({ ...pagination, action: z.enum(OPERATOR_ACTIONS).optional() });
export const AuditPage = pageOf(
  z.strictObject({
    id: z.number().int(),
    at: z.string(),
    via: z.enum(['workspace', 'command line']),
    /** The staff account; null for the command line (or an account since deleted). */
    email: z.string().nullable(),
    action: z.enum(OPERATOR_ACTIONS),
    target: z.string(),
    detail: z.record(z.string(), z.unknown()),
  }),
);

/** The longest range one export covers, in days. */
export const EXPORT_MAX_DAYS = 366;
/** GET /operator/order/export: the orders placed from one day to another (both included), as CSV. */
export const OrderExportQuery = z
  .strictObject({ from: day, to: day, status: z.enum(ORDER_STATUSES).optional() })
  .refine((q) => q.from <= q.to, { message: 'must not be before from', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < EXPORT_MAX_DAYS * 86_400_000, {
    message: `must be less than ${EXPORT_MAX_DAYS} days after from`,
    path: ['to'],
  });
export type OrderExportQuery = z.output<typeof OrderExportQuery>;
export const OrderExport = z.strictObject({ filename: z.string(), rows: z.number().int().min(0), csv: z.string() });

/** One country's payment options: each on or off, and whether PayPal offers it there by default. */
export const PaymentCountry = z.strictObject({
  country_code: z.string(),
  methods: z.array(z.strictObject({ funding: z.enum(FUNDING_SOURCES), on: z.boolean(), by_default: z.boolean() })),
});
export const PaymentMethodTable = z.strictObject({
  list: z.array(PaymentCountry),
  pay_later: z.strictObject({ min: moneyOut, max: moneyOut }),
});
export const PaymentMethodBody = z.strictObject({ country_code: countryCode.unwrap(), funding: z.enum(FUNDING_SOURCES), on: z.boolean() });
export type PaymentMethodBody = z.output<typeof PaymentMethodBody>;

/** GET /operator/message/read/:id: an order e-mail as it would be sent now (preview). */
export const MessagePreview = z.strictObject({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  to: z.string(),
  locale: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
