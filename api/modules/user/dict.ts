import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries } from '../../db/schema/index.ts';
import { invalid } from '../../lib/envelope.ts';
import type { Locale } from '../../lib/locales.ts';
import { GENDER_LABELS, QUESTIONS } from './questions.ts';
import { GENDERS, type DictData } from './schema.ts';

/** GET /dict/data/getList: genders, the shop's countries (names in the locale) and the questionnaire. */
export async function dictData(db: Db, locale: Locale): Promise<DictData> {
  const rows = await db.select({ code: countries.code }).from(countries).orderBy(asc(countries.sort), asc(countries.code));
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return {
    gender: GENDERS.map((value) => ({ value, label: GENDER_LABELS[value][locale] })),
    country: rows.map((r) => ({ value: r.code, label: names.of(r.code) ?? r.code })),
    questions: QUESTIONS.map((q) => ({
      key: q.key,
      label: q.label[locale],
      multiple: q.multiple,
      options: q.options.map((o) => ({ value: o.value, label: o.label[locale] })),
    })),
  };
}

/**
 * Checks "know more about you" answers against the questionnaire: known questions only, a single
 * option for single-choice ones, distinct options for multiple-choice ones (empty clears).
 */
export function checkAnswers(answers: Record<string, string | string[]>): Record<string, string | string[]> {
  const clean: Record<string, string | string[]> = {};
  for (const [key, answer] of Object.entries(answers)) {
    const question = QUESTIONS.find((q) => q.key === key);
    if (!question) throw invalid(`answers.${key}: no such question`);
    const allowed = new Set(question.options.map((o) => o.value));
    if (question.multiple) {
      if (!Array.isArray(answer)) throw invalid(`answers.${key}: choose a list of options`);
      const unknown = answer.find((a) => !allowed.has(a));
      if (unknown !== undefined) throw invalid(`answers.${key}: unknown option ${JSON.stringify(unknown)}`);
      clean[key] = [...new Set(answer)];
    } else {
      if (typeof answer !== 'string' || !allowed.has(answer)) throw invalid(`answers.${key}: choose one of ${[...allowed].join(', ')}`);
      clean[key] = answer;
    }
  }
  return clean;
}
