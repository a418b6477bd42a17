import type { orderLines, orders } from '../../db/schema/index.ts';
import type { PaymentAmount, PaymentItem } from '../payments/provider.ts';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** The order's amount as PayPal is told it: the total with its breakdown, all from the order row. */
export const paymentAmount = (
  order: Pick<OrderRow, 'currency' | 'totalCents' | 'goodsCents' | 'shippingCents' | 'discountCents'>,
): PaymentAmount => ({
  currency: order.currency,
  totalCents: order.totalCents,
  itemCents: order.goodsCents,
  shippingCents: order.shippingCents,
  discountCents: order.discountCents,
});

export type PaymentLine = Pick<LineRow, 'productName' | 'colorName' | 'skuId' | 'num' | 'unitCents'>;

/** PayPal's item names are limited to 127 characters. */
export const paymentItems = (lines: PaymentLine[]): PaymentItem[] =>
  lines.map((l) => ({
    name: `${l.productName.en} (${l.colorName.en})`.slice(0, 127),
    sku: String(l.skuId),
    quantity: l.num,
    unitCents: l.unitCents,
  }));
