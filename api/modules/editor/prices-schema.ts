import { z } from 'zod';
import { text } from '../../lib/fields.ts';
import { centsOrNull } from '../../lib/money.ts';
import { idParam } from '../../lib/request.ts';

const amount = text()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be an amount like "24.99"')
  .refine((v) => (centsOrNull(v) ?? 1) > 0, 'must be more than 0');
const countryCode = text().regex(/^[A-Z]{2}$/, 'must be a country code like "DE"');

/** A colour's own price in a country (the original price defaults to the price, and is never below it). */
const SetPrice = z
  .strictObject({ sku_id: idParam, country_code: countryCode, price: amount, original_price: amount.optional() })
  .refine((p) => p.original_price === undefined || (centsOrNull(p.original_price) ?? 0) >= (centsOrNull(p.price) ?? 0), {
    message: 'original_price must not be below price',
    path: ['original_price'],
  });
/** A colour's own price in a country removed: the default country's price stands in. */
const RemovePrice = z.strictObject({ sku_id: idParam, country_code: countryCode, remove: z.literal(true) });

/**
 * POST /editor/product/prices: a product's prices per colour and country, set or removed at once.
 * Every colour must be the product's and every country the shop's; the default country's price
 * (the base of every other country without its own) cannot be removed.
 */
export const ProductPricesBody = z.strictObject({
  product_id: idParam,
  prices: z
    .array(z.union([SetPrice, RemovePrice]))
    .min(1)
    .max(5000),
});
export type ProductPricesBody = z.output<typeof ProductPricesBody>;

/** The product's prices after the change: each colour's own price rows (amounts as strings). */
export const ProductPrices = z.strictObject({
  id: z.number().int(),
  skus: z.array(
    z.strictObject({
      id: z.number().int(),
      prices: z.array(z.strictObject({ country_code: z.string(), price: z.string(), original_price: z.string() })),
    }),
  ),
});
export type ProductPrices = z.output<typeof ProductPrices>;
