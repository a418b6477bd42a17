/** Mailing-list rules: plain values shared by the API's schemas and the storefront (no zod, so islands stay small). */

/**
 * The footer's stricter e-mail rule: a local part of common characters, a dotted domain and a
 * 2+ letter top-level domain. Shared by the API and the footer form.
 */
export const SUBSCRIBE_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
