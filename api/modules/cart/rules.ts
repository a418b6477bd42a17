/** Cart values shared by the API's schemas and the storefront (no zod). */

export const COUPON_CODE_MAX = 40;
/** No single line holds more than this, whatever the stock. */
export const MAX_LINE_QUANTITY = 99;
/** Spec §5: order notes. */
export const REMARK_MAX = 500;
