import { z } from 'zod';

import { SUBSCRIBE_EMAIL_PATTERN } from './rules.ts';
import { text } from '../../lib/fields.ts';

export { SUBSCRIBE_EMAIL_PATTERN };

export const SubscribeBody = z.strictObject({
  email: text().trim().max(254).regex(SUBSCRIBE_EMAIL_PATTERN, 'Please enter the correct email address'),
  lang: text().max(35).optional(),
});
export type SubscribeBody = z.input<typeof SubscribeBody>;

/** The token of a confirmation link (any text: a wrong one is refused in the shopper's language). */
export const ConfirmBody = z.strictObject({
  token: text().trim().max(200),
  lang: text().max(35).optional(),
});
export type ConfirmBody = z.input<typeof ConfirmBody>;
