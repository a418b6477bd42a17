/** Build time: the fields of a site form, with their labels in the page's locale, for src/islands/forms/SiteForm.tsx. */
import { maxLengthOf, type FieldRule, type FormRules } from '../../api/modules/forms/rules.ts';
import type { FieldSpec } from '../islands/forms/types.ts';

const AUTOCOMPLETE: Record<string, string> = {
  name: 'name',
  contact_name: 'name',
  email: 'email',
  phone: 'tel',
  company: 'organization',
  country: 'country-name',
};

function kindOf(rule: FieldRule): FieldSpec['kind'] {
  if (rule.kind === 'choice') return 'select';
  if (rule.kind === 'email') return 'email';
  if (rule.kind === 'phone') return 'tel';
  return rule.multiline ? 'textarea' : 'text';
}

/** Labels come from forms.fields.<name>, option labels from forms.options.<name>.<value>. */
export function fieldsOf(rules: FormRules, t: (key: string) => string, hints: Record<string, string> = {}): FieldSpec[] {
  return Object.entries(rules).map(([name, rule]) => ({
    name,
    label: t(`forms.fields.${name}`),
    kind: kindOf(rule),
    // Conditionally required fields (an ambassador's platform) say so in their hint.
    required: !('optional' in rule && rule.optional !== undefined && rule.optional !== false),
    ...(rule.kind === 'choice' ? { options: rule.options.map((value) => ({ value, label: t(`forms.options.${name}.${value}`) })) } : {}),
    ...(maxLengthOf(rule) ? { maxLength: maxLengthOf(rule) } : {}),
    ...(AUTOCOMPLETE[name] ? { autoComplete: AUTOCOMPLETE[name] } : {}),
    ...(hints[name] ? { hint: hints[name] } : {}),
  }));
}

/** The few texts the form island shows itself, flattened for its `messages` prop. */
export const formMessages = (t: (key: string) => string): Record<string, string> =>
  Object.fromEntries(
    ['submit', 'sending', 'submitted', 'failed', 'required', 'choose', 'honeypot'].map((k) => [`forms.${k}`, t(`forms.${k}`)]),
  );
