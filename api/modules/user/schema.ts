import { z } from 'zod';
import { countryCode, lang, pagination } from '../../lib/request.ts';
import { AGE_LIMIT, GENDERS } from './rules.ts';

export { AGE_LIMIT, GENDERS };

export interface UserInfo {
  id: number;
  username: string;
  avatar: string | null;
  age: number | null;
  country: string | null;
  gender: (typeof GENDERS)[number] | null;
  email: string;
  like_num: number;
  history_num: number;
  /** "Know more about you" answers, keyed by question. */
  answers: Record<string, string | string[]>;
}

/** POST /user/update: the profile ("Customize your profile"); every field optional, at least one. */
export const UpdateUserBody = z.object({
  username: z.string().trim().min(2).max(40).optional(),
  age: z.coerce.number().int().min(AGE_LIMIT).max(120).optional(),
  country: z.string().trim().regex(/^[A-Za-z]{2}$/).transform((s) => s.toUpperCase()).optional(),
  gender: z.enum(GENDERS).optional(),
  /** A URL returned by this user's own upload (image or chunked). */
  avatar: z.string().max(300).optional(),
}).refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to update' });
export type UpdateUserBody = z.input<typeof UpdateUserBody>;

/** POST /user/updateMore: answers to the "Know more about you" questionnaire (keys and options from /dict/data/getList). */
export const UpdateMoreBody = z.object({
  answers: z.record(z.string().max(40), z.union([z.string().max(200), z.array(z.string().max(200)).max(20)])),
});
export type UpdateMoreBody = z.input<typeof UpdateMoreBody>;

export interface DictOption { value: string; label: string }
export interface DictQuestion { key: string; label: string; multiple: boolean; options: DictOption[] }
/** GET /dict/data/getList: the option lists the profile forms use, localized. */
export interface DictData { gender: DictOption[]; country: DictOption[]; questions: DictQuestion[] }
export const DictQuery = z.object({ lang });

export const LikeBody = z.object({ product_id: z.coerce.number().int().positive() });
/** GET /productLike/doLike?product_id=: the same toggle as POST /user/liked/dolike. */
export const LikeQuery = LikeBody;
export interface LikeResult { is_like: boolean }

export const UserProductListBody = z.object({ country_code: countryCode, lang, ...pagination });
export type UserProductListBody = z.input<typeof UserProductListBody>;
