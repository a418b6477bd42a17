/**
 * The cookie and age consent (spec §2, §4, §9). The bar's visibility is decided before first paint by
 * src/lib/consent-early.js, which repeats the cookie's name: keep the two in step.
 */
export const CONSENT_COOKIE = 'mooli_consent';
/** Dispatched on window when the shopper accepts. */
export const CONSENT_EVENT = 'mooli:consent';

export const hasConsent = () => typeof document !== 'undefined' && /(?:^|;\s*)mooli_consent=1(?:;|$)/.test(document.cookie);
