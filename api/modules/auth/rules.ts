/** Sign-in input rules: plain values shared by the API's schemas and the storefront (no zod, so islands stay small). */

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/**
 * Spec §5's x@y.z, narrowed to a plain RFC 5322 addr-spec: a dot-atom local part and a host name
 * with at least one dot. No display names, lists, comments, quotes or angle brackets, so a mailer
 * can never read a different recipient out of it (`victim<attacker@evil.test>`, `x,attacker@…`).
 */
export const LOGIN_EMAIL_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`);
export const CODE_PATTERN = /^\d{6}$/;
