/**
 * The shop's countries: flat shipping, free-shipping threshold, a price-list factor, and whether the
 * shop ships there (prices are shown everywhere; Switzerland is not shipped to while customs rules
 * for the category are checked).
 */
export const seedCountries: Array<{
  code: string;
  shippingCents: number;
  freeOverCents: number | null;
  priceFactor: number;
  shipsTo?: boolean;
}> = [
  { code: 'US', shippingCents: 599, freeOverCents: 5900, priceFactor: 1 },
  { code: 'CA', shippingCents: 999, freeOverCents: 7900, priceFactor: 1.05 },
  { code: 'GB', shippingCents: 1199, freeOverCents: 8900, priceFactor: 1.1 },
  { code: 'IE', shippingCents: 1299, freeOverCents: 8900, priceFactor: 1.1 },
  { code: 'DE', shippingCents: 1299, freeOverCents: 8900, priceFactor: 1.08 },
  { code: 'FR', shippingCents: 1299, freeOverCents: 8900, priceFactor: 1.08 },
  { code: 'ES', shippingCents: 1299, freeOverCents: 8900, priceFactor: 1.08 },
  { code: 'IT', shippingCents: 1299, freeOverCents: 8900, priceFactor: 1.08 },
  { code: 'NL', shippingCents: 1299, freeOverCents: 8900, priceFactor: 1.08 },
  { code: 'AT', shippingCents: 1299, freeOverCents: 8900, priceFactor: 1.08 },
  { code: 'BE', shippingCents: 1299, freeOverCents: 8900, priceFactor: 1.08 },
  { code: 'PL', shippingCents: 1399, freeOverCents: 8900, priceFactor: 1.04 },
  { code: 'PT', shippingCents: 1399, freeOverCents: 8900, priceFactor: 1.06 },
  { code: 'SE', shippingCents: 1399, freeOverCents: 8900, priceFactor: 1.1 },
  { code: 'CH', shippingCents: 1599, freeOverCents: 9900, priceFactor: 1.15, shipsTo: false },
  { code: 'JP', shippingCents: 1499, freeOverCents: 9900, priceFactor: 1.12 },
  { code: 'AU', shippingCents: 1599, freeOverCents: 9900, priceFactor: 1.1 },
];

/** A price in another country's list: the US price times the factor, ending in .99. */
export function countryPrice(usCents: number, factor: number): number {
  if (factor === 1) return usCents;
  return Math.max(99, Math.round((usCents * factor) / 100) * 100 - 1);
}

/** The undiscounted price for a discount percentage, ending in .99. */
export function originalPrice(priceCents: number, discountPercent: number): number {
  if (discountPercent <= 0) return priceCents;
  return Math.ceil(priceCents / (1 - discountPercent / 100) / 100) * 100 - 1;
}

/** The last colour of a product with three or more is a $5 "special edition"; the others cost the list price. */
export function skuPriceCents(listPriceCents: number, skuIndex: number, skuCount: number): number {
  return skuCount >= 3 && skuIndex === skuCount - 1 ? listPriceCents + 500 : listPriceCents;
}
