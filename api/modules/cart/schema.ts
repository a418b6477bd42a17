import { z } from 'zod';
import { countryCode, idParam, moneyOut } from '../../lib/request.ts';
import { ImageRef } from '../products/schema.ts';
import { COUPON_CODE_MAX, MAX_LINE_QUANTITY } from './rules.ts';
import { text } from '../../lib/fields.ts';

/** A coupon code as shoppers type it: trimmed, upper-cased; empty means none. */
export const couponCode = text()
  .trim()
  .max(COUPON_CODE_MAX)
  .transform((s) => s.toUpperCase())
  .optional();
const quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);

// ---- Requests ----

export const CartAddBody = z.strictObject({ product_sku_id: idParam, num: quantity, country_code: countryCode });
export const CartListQuery = z.strictObject({ country_code: countryCode, coupon_code: couponCode });
export const CartNumChangeBody = z.strictObject({ cart_id: idParam, num: quantity, coupon_code: couponCode, country_code: countryCode });
/** One line, or several at once. */
export const CartDeleteBody = z.strictObject({
  cart_id: z.union([idParam, z.array(idParam).min(1).max(100)]),
  coupon_code: couponCode,
  country_code: countryCode,
});
export const CouponCalculateQuery = z.strictObject({
  coupon_code: text()
    .trim()
    .min(1)
    .max(COUPON_CODE_MAX)
    .transform((s) => s.toUpperCase()),
  country_code: countryCode,
});
/** Buy again: the lines of one of the shopper's orders go back into the cart. */
export const CartFromOrderBody = z.strictObject({ order_id: idParam });

// ---- Answers ----

export const CartLine = z.strictObject({
  cart_id: z.number().int(),
  product_sku_id: z.number().int(),
  product_id: z.number().int(),
  num: z.number().int().min(1),
  product_name: z.string(),
  product_color: z.string(),
  product_color_card: z.string(),
  /** Price of one unit in the cart's country. */
  product_price: moneyOut,
  /** product_price × num. */
  product_total_price: moneyOut,
  stock_num: z.number().int().min(0),
  cover_image: ImageRef,
  route: z.string(),
});
export type CartLine = z.infer<typeof CartLine>;

export const PriceData = z.strictObject({
  origin_total_price: moneyOut,
  discount_price: moneyOut,
  shipping_price: moneyOut,
  total_price: moneyOut,
  /** The coupon whose discount is included; null when none was asked for or it does not apply. */
  coupon_code: z.string().nullable(),
  country_code: z.string(),
  /** False when the shop does not ship to country_code: the cart cannot be paid there. */
  ships: z.boolean(),
});
export type PriceData = z.infer<typeof PriceData>;

export const CartView = z.strictObject({
  cartData: z.array(CartLine),
  priceData: PriceData,
  /** Units in the cart, for the header badge. */
  count: z.number().int().min(0),
});
export type CartView = z.infer<typeof CartView>;

export const CartAddResult = z.strictObject({ id: z.number().int(), ...CartView.shape });
export const CartCount = z.strictObject({ count: z.number().int().min(0) });
