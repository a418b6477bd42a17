import { z } from 'zod';
import { lang } from '../../lib/request.ts';
import { CODE_PATTERN, LOGIN_EMAIL_PATTERN } from './rules.ts';
import { text } from '../../lib/fields.ts';

export { CODE_PATTERN, LOGIN_EMAIL_PATTERN };

/**
 * The sign-in address: trimmed, a plain addr-spec, lower-cased whole (the account key; the domain is
 * case-insensitive by RFC, and the shop treats local parts that differ only in case as one shopper).
 */
const email = text()
  .trim()
  .max(254)
  .regex(LOGIN_EMAIL_PATTERN, 'Please enter the correct email.')
  .transform((e) => e.toLowerCase());

export const SendCodeBody = z.strictObject({ email, lang });
export type SendCodeBody = z.input<typeof SendCodeBody>;

export const LoginBody = z.strictObject({
  email,
  verify_code: text().trim().regex(CODE_PATTERN, 'Verification code must be 6 digits.'),
  lang,
});
export type LoginBody = z.input<typeof LoginBody>;

export const TokenData = z.strictObject({ token: z.string() });
export type TokenData = z.infer<typeof TokenData>;
