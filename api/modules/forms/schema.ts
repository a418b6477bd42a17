import { z } from 'zod';
import { text, wholeNumber } from '../../lib/fields.ts';
import { CONTACT_FORM, JOIN_FORM, WHOLESALE_FORM, type FormRules } from './rules.ts';

/**
 * The request schemas only bound the shape (strings, no control characters, a hard size cap): the
 * rules of each field are checked by `checkForm`, so every field's problem reaches the shopper at
 * once, in their language, next to the field.
 */
const HARD_MAX = 20_000;

type Shape<R extends FormRules> = { [K in keyof R]: z.ZodOptional<z.ZodString> };

function formBody<R extends FormRules>(rules: R) {
  const fields = Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [
      name,
      text({ multiline: rule.kind === 'text' && rule.multiline === true })
        .max(HARD_MAX)
        .optional(),
    ]),
  ) as Shape<R>;
  return z.strictObject({
    ...fields,
    /** The honeypot: a field people never see; a bot that fills it is refused. */
    website: text().max(500).optional(),
    /** Milliseconds between the page showing the form and its sending. */
    fill_ms: wholeNumber(0, 1e12).optional(),
    lang: text().max(35).optional(),
  });
}

export const ContactBody = formBody(CONTACT_FORM);
export const JoinBody = formBody(JOIN_FORM);
export const WholesaleBody = formBody(WHOLESALE_FORM);
export type ContactBody = z.output<typeof ContactBody>;
export type JoinBody = z.output<typeof JoinBody>;
export type WholesaleBody = z.output<typeof WholesaleBody>;
