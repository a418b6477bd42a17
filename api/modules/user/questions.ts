import type { Locale } from '../../lib/locales.ts';
import { textTree } from '../../lib/texts.ts';
import type { GENDERS } from './rules.ts';

/**
 * "Know more about you": the questionnaire of /user/know-more, answered through POST /user/updateMore.
 * Its structure is here; its labels are in i18n/<locale>.json under api.questions and api.gender.
 */
export interface Question {
  key: string;
  multiple: boolean;
  options: string[];
}

export const QUESTIONS: Question[] = [
  { key: 'interests', multiple: true, options: ['self_care', 'pleasure', 'relaxation', 'intimacy', 'sexual_wellness', 'self_discovery'] },
  { key: 'experience', multiple: false, options: ['new', 'curious', 'experienced'] },
  { key: 'shopping_for', multiple: false, options: ['myself', 'partner', 'both', 'gift'] },
  { key: 'favourite_products', multiple: true, options: ['vibrators', 'massagers', 'rose_toys', 'couples', 'lubricants', 'accessories'] },
  { key: 'topics', multiple: true, options: ['new_products', 'offers', 'wellness_tips', 'stories'] },
];

const labelOf = (locale: Locale, path: string) => {
  const [section, ...rest] = path.split('.');
  let node: unknown = textTree(locale, `api.${section}`) ?? textTree('en', `api.${section}`);
  for (const part of rest) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node === 'string') return node;
  // Fall back to en field by field.
  let en: unknown = textTree('en', `api.${section}`);
  for (const part of rest) en = (en as Record<string, unknown> | undefined)?.[part];
  return typeof en === 'string' ? en : path;
};

export const genderLabel = (locale: Locale, gender: (typeof GENDERS)[number]) => labelOf(locale, `gender.${gender}`);
export const questionLabel = (locale: Locale, key: string) => labelOf(locale, `questions.${key}.label`);
export const optionLabel = (locale: Locale, key: string, option: string) => labelOf(locale, `questions.${key}.options.${option}`);
