/** A field of a site form as the page describes it to the island (labels already translated). */
export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'textarea' | 'select';
  required: boolean;
  options?: Array<{ value: string; label: string }>;
  maxLength?: number;
  autoComplete?: string;
  hint?: string;
}

export type FormKind = 'contact' | 'join' | 'wholesale';
