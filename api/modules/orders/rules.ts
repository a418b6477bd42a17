/** Order values shared by the API's schemas and the storefront (no zod). */
import { AFTER_SALE_STATES } from '../after-sales/states.ts';
import { ORDER_STATES } from './states.ts';

export const ORDER_STATUSES = ORDER_STATES;
/** Spec §9's payment options, in the order the buttons show. */
export const FUNDING_SOURCES = ['paypal', 'venmo', 'paylater', 'card'] as const;
export type FundingSource = (typeof FUNDING_SOURCES)[number];
export const AFTER_SALE_STATUSES = AFTER_SALE_STATES;
/** A shopper holds at most this many unpaid orders: a checkout past it is refused until one is paid, cancelled or expires. */
export const MAX_UNPAID_ORDERS = 3;
/** Reasons a shopper can pick for an after-sales request; their labels are in i18n (afterSales.reasons.*). */
export const AFTER_SALE_REASONS = ['damaged', 'defective', 'wrong_item', 'missing_item', 'not_as_described', 'other'] as const;
export const AFTER_SALE_DESCRIPTION_MAX = 1000;
export const AFTER_SALE_PHOTOS_MAX = 6;
