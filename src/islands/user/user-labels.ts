import type { UserInfo } from '../../../api/modules/user/schema.ts';
import type { T } from '../../lib/t.ts';

const GENDER_KEYS: Record<NonNullable<UserInfo['gender']>, string> = {
  female: 'account.genderFemale',
  male: 'account.genderMale',
  non_binary: 'account.genderNonBinary',
  prefer_not_to_say: 'account.genderPreferNot',
};

export const genderLabel = (gender: UserInfo['gender'], t: T) => (gender ? t(GENDER_KEYS[gender]) : '');

/** A country code's name in the page's language (the browser knows them all). */
export function countryName(code: string | null, locale: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The menu's `age | country | gender` line (spec §2); a missing part shows as a dash. */
export function profileLine(user: UserInfo, locale: string, t: T): string {
  return [user.age ? String(user.age) : '', countryName(user.country, locale), genderLabel(user.gender, t)]
    .map((part) => part || '–')
    .join(' | ');
}
