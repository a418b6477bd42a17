import { z } from 'zod';
import { countryCode, idParam, moneyOut, pageOf, pagination } from '../../lib/request.ts';
import { ImageRef } from '../products/schema.ts';
import { couponCode } from '../cart/schema.ts';
import { MAX_LINE_QUANTITY, REMARK_MAX } from '../cart/rules.ts';
import {
  AFTER_SALE_DESCRIPTION_MAX,
  AFTER_SALE_PHOTOS_MAX,
  AFTER_SALE_REASONS,
  AFTER_SALE_STATUSES,
  FUNDING_SOURCES,
  ORDER_STATUSES,
} from './rules.ts';
import { text } from '../../lib/fields.ts';

const amountIn = text()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be an amount like "24.99"');

// ---- Requests ----

/** POST /order/create: spec §3's payload; the server prices everything again and checks total_price. */
export const OrderCreateBody = z.strictObject({
  source: z.literal('cart').default('cart'),
  product_spec: z
    .array(
      z.strictObject({
        product_sku_id: idParam,
        num: z.number().int().min(1).max(MAX_LINE_QUANTITY),
        name: text().max(200).optional(),
      }),
    )
    .min(1)
    .max(100),
  coupon_code: couponCode,
  user_remark: text({ multiline: true }).max(REMARK_MAX).default(''),
  total_price: amountIn,
  country_code: countryCode,
  /** The button the buyer pressed: PayPal is told which wallet's experience (and shipping callback) applies. */
  funding_source: z.enum(FUNDING_SOURCES).default('paypal'),
});
export type OrderCreateBody = z.output<typeof OrderCreateBody>;

export const ShippingPriceQuery = z.strictObject({ country_code: countryCode, order_no: text().trim().min(1).max(32) });
export const CaptureQuery = z.strictObject({ paypal_order_id: text().trim().min(1).max(64) });
export const OrderListQuery = z.strictObject({ status: z.enum(ORDER_STATUSES).optional(), ...pagination });
export const OrderIdParams = z.strictObject({ id: idParam });
/** POST /order/cancel: gives up the shopper's own unpaid order. */
export const OrderCancelBody = z.strictObject({ id: idParam });
/** POST /order/pay: Pay now for the shopper's own unpaid order, with the payment button pressed. */
export const OrderPayBody = z.strictObject({ id: idParam, funding_source: z.enum(FUNDING_SOURCES).default('paypal') });
export type OrderPayBody = z.output<typeof OrderPayBody>;
export const AfterSaleApplyBody = z.strictObject({
  order_id: idParam,
  lines: z
    .array(z.strictObject({ order_line_id: idParam, num: z.number().int().min(1).max(MAX_LINE_QUANTITY) }))
    .min(1)
    .max(100)
    .superRefine((lines, check) => {
      const seen = new Set<number>();
      lines.forEach((l, i) => {
        if (seen.has(l.order_line_id))
          check.addIssue({ code: 'custom', path: [i, 'order_line_id'], message: `order line ${l.order_line_id} is listed twice` });
        seen.add(l.order_line_id);
      });
    }),
  reason: z.enum(AFTER_SALE_REASONS),
  description: text({ multiline: true }).trim().max(AFTER_SALE_DESCRIPTION_MAX).default(''),
  /** URLs returned by the shopper's own uploads. */
  photos: z.array(text().max(300)).max(AFTER_SALE_PHOTOS_MAX).default([]),
});
export type AfterSaleApplyBody = z.output<typeof AfterSaleApplyBody>;
export const PaymentRecommendQuery = z.strictObject({ country_code: countryCode });

// ---- Answers ----

export const CreatedOrder = z.strictObject({
  order_id: z.number().int(),
  order_no: z.string(),
  paypal_order_id: z.string(),
});

export const OrderAmounts = z.strictObject({
  origin_total_price: moneyOut,
  discount_price: moneyOut,
  shipping_price: moneyOut,
  total_price: moneyOut,
  country_code: z.string(),
});

export const CaptureResult = z.strictObject({
  paypal_status: z.string(),
  order_id: z.number().int(),
  order_no: z.string(),
});

export const OrderLine = z.strictObject({
  id: z.number().int(),
  product_sku_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_color: z.string(),
  cover_image: ImageRef,
  route: z.string(),
  product_price: moneyOut,
  num: z.number().int(),
  product_total_price: moneyOut,
});
export type OrderLine = z.infer<typeof OrderLine>;

const OrderStatus = z.enum(ORDER_STATUSES);
const AfterSaleStatus = z.enum(AFTER_SALE_STATUSES);

export const OrderSummary = z.strictObject({
  id: z.number().int(),
  order_no: z.string(),
  status: OrderStatus,
  /** The newest after-sales request's status, for the list's icon. */
  after_sale_status: AfterSaleStatus.nullable(),
  total_price: moneyOut,
  country_code: z.string(),
  items: z.number().int(),
  lines: z.array(OrderLine),
  created_at: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;
export const OrderPage = pageOf(OrderSummary);

export const StatusMove = z.strictObject({ from: z.string().nullable(), to: z.string(), at: z.string() });

export const AfterSaleBrief = z.strictObject({ id: z.number().int(), status: AfterSaleStatus, created_at: z.string() });

export const OrderDetail = z.strictObject({
  id: z.number().int(),
  order_no: z.string(),
  status: OrderStatus,
  lines: z.array(OrderLine),
  ...OrderAmounts.shape,
  coupon_code: z.string().nullable(),
  remark: z.string(),
  history: z.array(StatusMove),
  paypal_order_id: z.string().nullable(),
  paypal_capture_id: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** An unpaid order is cancelled (and its stock given back) at this time. */
  expires_at: z.string().nullable(),
  can_refund: z.boolean(),
  can_after_sale: z.boolean(),
  /** Unpaid and not expired: Pay now (POST /order/pay) and Cancel (POST /order/cancel) are offered. */
  can_pay: z.boolean(),
  can_cancel: z.boolean(),
  after_sales: z.array(AfterSaleBrief),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

/** Orders per status, and open after-sales requests, for the account menu. */
export const OrderCount = z.strictObject({
  all: z.number().int(),
  ...(Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.number().int()])) as Record<(typeof ORDER_STATUSES)[number], z.ZodNumber>),
  after_sales_open: z.number().int(),
});

export const AfterSaleDetail = z.strictObject({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  status: AfterSaleStatus,
  reason: z.enum(AFTER_SALE_REASONS),
  description: z.string(),
  photos: z.array(z.string()),
  reply: z.string(),
  lines: z.array(
    z.strictObject({
      order_line_id: z.number().int(),
      product_name: z.string(),
      product_color: z.string(),
      cover_image: ImageRef,
      num: z.number().int(),
    }),
  ),
  history: z.array(StatusMove),
  created_at: z.string(),
});
export type AfterSaleDetail = z.infer<typeof AfterSaleDetail>;
