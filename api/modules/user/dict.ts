import { asc } from 'drizzle-orm';
import { countries } from '../../db/schema/index.ts';
import { invalid } from '../../lib/envelope.ts';
import type { Context } from '../../lib/context.ts';
import { genderLabel, optionLabel, QUESTIONS, questionLabel } from './questions.ts';
import { GENDERS, type DictData } from './schema.ts';

/** GET /dict/data/getList: genders, the shop's countries (names in the locale) and the questionnaire. */
export async function dictData({ db, locale }: Context): Promise<DictData> {
  const rows = await db.select({ code: countries.code }).from(countries).orderBy(asc(countries.sort), asc(countries.code));
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return {
    gender: GENDERS.map((value) => ({ value, label: genderLabel(locale, value) })),
    country: rows.map((r) => ({ value: r.code, label: names.of(r.code) ?? r.code })),
    questions: QUESTIONS.map((q) => ({
      key: q.key,
      label: questionLabel(locale, q.key),
      multiple: q.multiple,
      options: q.options.map((value) => ({ value, label: optionLabel(locale, q.key, value) })),
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
    const allowed = new Set(question.options);
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
