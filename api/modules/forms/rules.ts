/**
 * The contact, join and wholesale forms' fields: plain values shared by the API's checks and the
 * storefront's forms (no zod, so islands stay small).
 */
import { SUBSCRIBE_EMAIL_PATTERN } from '../subscribe/rules.ts';

export type Values = Record<string, string>;

export type FieldRule =
  | { kind: 'text'; min?: number; max: number; multiline?: boolean; optional?: boolean | ((values: Values) => boolean) }
  | { kind: 'email' }
  | { kind: 'phone'; optional: true }
  | { kind: 'choice'; options: readonly string[]; optional?: boolean | ((values: Values) => boolean) };

export type FormRules = Record<string, FieldRule>;

export const EMAIL_PATTERN = SUBSCRIBE_EMAIL_PATTERN;
/** Digits with the usual separators, 6 to 30 characters, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()./-]{4,28}[0-9]$/;

export const CONTACT_TOPICS = ['order', 'product', 'shipping', 'returns', 'feedback', 'other'] as const;
export const PROGRAMMES = ['community', 'ambassador'] as const;
export const PLATFORMS = ['instagram', 'tiktok', 'youtube', 'x', 'reddit', 'facebook', 'discord', 'blog', 'other'] as const;
export const AUDIENCES = ['under_1k', '1k_10k', '10k_100k', 'over_100k'] as const;
export const VOLUMES = ['under_100', '100_500', '500_2000', 'over_2000'] as const;

/** Ambassadors tell us where they post; community members may leave it out. */
const notAmbassador = (v: Values) => v.programme !== 'ambassador';

export const CONTACT_FORM = {
  name: { kind: 'text', min: 1, max: 100 },
  email: { kind: 'email' },
  topic: { kind: 'choice', options: CONTACT_TOPICS },
  message: { kind: 'text', min: 10, max: 5000, multiline: true },
} as const satisfies FormRules;

export const JOIN_FORM = {
  programme: { kind: 'choice', options: PROGRAMMES },
  name: { kind: 'text', min: 1, max: 100 },
  email: { kind: 'email' },
  country: { kind: 'text', min: 2, max: 60 },
  platform: { kind: 'choice', options: PLATFORMS, optional: notAmbassador },
  handle: { kind: 'text', min: 2, max: 100, optional: notAmbassador },
  audience: { kind: 'choice', options: AUDIENCES, optional: notAmbassador },
  motivation: { kind: 'text', min: 10, max: 2000, multiline: true },
} as const satisfies FormRules;

export const WHOLESALE_FORM = {
  company: { kind: 'text', min: 2, max: 120 },
  contact_name: { kind: 'text', min: 1, max: 100 },
  email: { kind: 'email' },
  phone: { kind: 'phone', optional: true },
  country: { kind: 'text', min: 2, max: 60 },
  volume: { kind: 'choice', options: VOLUMES },
  message: { kind: 'text', min: 10, max: 5000, multiline: true },
} as const satisfies FormRules;

export type FieldProblem = 'required' | 'email' | 'phone' | 'choice' | 'tooShort' | 'tooLong';

/** The first problem of each field, or an empty object when the form may be sent. */
export function checkForm(rules: FormRules, values: Values): Record<string, { problem: FieldProblem; limit?: number }> {
  const out: Record<string, { problem: FieldProblem; limit?: number }> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const value = (values[name] ?? '').trim();
    const optional = 'optional' in rule && (typeof rule.optional === 'function' ? rule.optional(values) : rule.optional === true);
    if (value === '') {
      if (!optional) out[name] = { problem: 'required' };
      continue;
    }
    if (rule.kind === 'email' && (value.length > 254 || !EMAIL_PATTERN.test(value))) out[name] = { problem: 'email' };
    else if (rule.kind === 'phone' && !PHONE_PATTERN.test(value)) out[name] = { problem: 'phone' };
    else if (rule.kind === 'choice' && !rule.options.includes(value)) out[name] = { problem: 'choice' };
    else if (rule.kind === 'text') {
      const length = [...value].length;
      if (rule.min !== undefined && length < rule.min) out[name] = { problem: 'tooShort', limit: rule.min };
      else if (length > rule.max) out[name] = { problem: 'tooLong', limit: rule.max };
    }
  }
  return out;
}

/** The most characters a field may have, for the form's maxlength. */
export const maxLengthOf = (rule: FieldRule) =>
  rule.kind === 'text' ? rule.max : rule.kind === 'choice' ? undefined : rule.kind === 'email' ? 254 : 30;
