/** Prices arrive as decimal strings ("24.99"); the shop shows them with a $ sign (spec §1). */
export function formatPrice(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  return `$${amount}`;
}

/** True when the original price is higher than the price, i.e. the item is discounted. */
export const isDiscounted = (price: string, original: string) => Number(original) > Number(price);
