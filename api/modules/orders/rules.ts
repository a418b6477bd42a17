/** Order values shared by the API's schemas and the storefront (no zod). */

export const ORDER_STATUSES = ['pending_payment', 'paid', 'shipped', 'completed', 'cancelled', 'refund_requested', 'refunded'] as const;
/** Spec §9's payment options, in the order the buttons show. */
export const FUNDING_SOURCES = ['paypal', 'venmo', 'paylater', 'card'] as const;
export type FundingSource = (typeof FUNDING_SOURCES)[number];
export const AFTER_SALE_STATUSES = ['submitted', 'processing', 'approved', 'rejected', 'completed'] as const;
/** Reasons a shopper can pick for an after-sales request; their labels are in i18n (afterSales.reasons.*). */
export const AFTER_SALE_REASONS = ['damaged', 'defective', 'wrong_item', 'missing_item', 'not_as_described', 'other'] as const;
export const AFTER_SALE_DESCRIPTION_MAX = 1000;
export const AFTER_SALE_PHOTOS_MAX = 6;
