/**
 * The shop's money rules, in integer cents and nothing else: what goods cost, what a coupon takes
 * off, what shipping costs in a country, and the total. Pure functions, so the cart, the checkout
 * and the shipping-country change all compute the same numbers. The server is the only authority.
 */

export interface PricedLine {
  /** The SKU's current price in the country (or the default country's), per unit. */
  unitCents: number;
  num: number;
}

export interface ShippingRule {
  country: string;
  /** False for a country the shop lists but does not ship to. */
  shipsTo: boolean;
  flatCents: number;
  /** Goods (after the coupon) at or above this ship free; null: never free. */
  freeOverCents: number | null;
}

export interface CouponRule {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  minSpendCents: number;
  startsAt: Date | null;
  endsAt: Date | null;
  countries: string[] | null;
  maxUses: number | null;
  maxUsesPerUser: number | null;
  /** Uses that count against the limits: captured, plus those reserved by unpaid orders. */
  uses: number;
  usesByShopper: number;
}

/** Why a coupon does not apply; each has its own message for the shopper. */
export type CouponRefusal = 'unknown' | 'notStarted' | 'expired' | 'minSpend' | 'usedUp' | 'usedUpByYou' | 'country';

export interface Totals {
  originCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
}

export const goodsCents = (lines: readonly PricedLine[]) => lines.reduce((sum, l) => sum + l.unitCents * l.num, 0);

/** Whether the coupon applies to goods worth `goods` in `country` at `at`; the first reason it does not. */
export function couponRefusal(coupon: CouponRule | null, goods: number, country: string, at: Date): CouponRefusal | null {
  if (!coupon) return 'unknown';
  if (coupon.startsAt && at < coupon.startsAt) return 'notStarted';
  if (coupon.endsAt && at >= coupon.endsAt) return 'expired';
  if (coupon.countries && !coupon.countries.includes(country)) return 'country';
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return 'usedUp';
  if (coupon.maxUsesPerUser !== null && coupon.usesByShopper >= coupon.maxUsesPerUser) return 'usedUpByYou';
  if (goods < coupon.minSpendCents) return 'minSpend';
  return null;
}

/** What a coupon that applies takes off goods worth `goods`: never more than the goods. */
export function couponDiscount(coupon: Pick<CouponRule, 'kind' | 'value'>, goods: number): number {
  const off = coupon.kind === 'percent' ? Math.round((goods * coupon.value) / 100) : coupon.value;
  return Math.min(goods, Math.max(0, off));
}

/** Shipping for goods worth `goods` (after the coupon); nothing to ship costs nothing. */
export function shippingCents(rule: ShippingRule, goods: number, hasItems: boolean): number {
  if (!hasItems) return 0;
  if (rule.freeOverCents !== null && goods >= rule.freeOverCents) return 0;
  return rule.flatCents;
}

/** The totals of a cart or an order: goods, the coupon's discount (0 when none or refused), shipping. */
export function totals(lines: readonly PricedLine[], rule: ShippingRule, discount: number): Totals {
  const originCents = goodsCents(lines);
  const discountCents = Math.min(discount, originCents);
  const ship = shippingCents(rule, originCents - discountCents, lines.length > 0);
  return { originCents, discountCents, shippingCents: ship, totalCents: originCents - discountCents + ship };
}
