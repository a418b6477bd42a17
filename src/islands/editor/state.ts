import { atom } from 'nanostores';
import { ApiError, answeredMessage } from '../../lib/api/client.ts';
import type { T } from '../../lib/t.ts';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '../../../api/lib/locales.ts';

export { LANGUAGE_NAMES, LOCALES, type Locale };

/** Texts per locale, as the editor calls send and answer them. */
export type Localized = Partial<Record<string, string>>;

/** The locale whose texts the workspace's forms show and edit (one for all forms). */
export const $editLocale = atom<Locale>('en');

/** The text of a localized field in the UI's locale, falling back to English. */
export const inLocale = (field: Localized | undefined, locale: string) => field?.[locale] || field?.en || '';

/** What to say about a failed call: the server's words when it answered, else a general line. */
export function failure(t: T, error: unknown): string {
  if (error instanceof ApiError && error.code === 403) return t('editor.notEditor');
  return answeredMessage(error) || t('editor.failed');
}

/** The locales whose text changed and is not empty: what a merging write sends. */
export function localizedPatch(before: Localized | undefined, after: Localized): Localized | undefined {
  const patch: Localized = {};
  for (const locale of LOCALES) {
    const text = (after[locale] ?? '').trim();
    if (text && text !== (before?.[locale] ?? '').trim()) patch[locale] = text;
  }
  return Object.keys(patch).length ? patch : undefined;
}

/** A date and time in the UI's locale. */
export const when = (iso: string | null | undefined, locale: string) =>
  iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
