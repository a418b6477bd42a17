import { z } from 'zod';
import { AGE_LIMIT, AGE_MAX, AVATAR_URL_MAX, GENDERS, USERNAME_MAX, USERNAME_MIN } from './rules.ts';
import { text, wholeNumber } from '../../lib/fields.ts';

export { AGE_LIMIT, GENDERS };

export const UserInfo = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  avatar: z.string().nullable(),
  age: z.number().int().nullable(),
  country: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  email: z.string(),
  like_num: z.number().int().min(0),
  history_num: z.number().int().min(0),
  /** "Know more about you" answers, keyed by question. */
  answers: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** POST /user/update: the profile ("Customize your profile"); every field optional, at least one. */
export const UpdateUserBody = z
  .strictObject({
    username: text().trim().min(USERNAME_MIN).max(USERNAME_MAX).optional(),
    age: wholeNumber(AGE_LIMIT, AGE_MAX).optional(),
    country: text()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .transform((s) => s.toUpperCase())
      .optional(),
    gender: z.enum(GENDERS).optional(),
    /** A URL returned by this user's own upload (image or chunked). */
    avatar: text().max(AVATAR_URL_MAX).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to update' });
export type UpdateUserBody = z.input<typeof UpdateUserBody>;

/** POST /user/updateMore: answers to the "Know more about you" questionnaire (keys and options from /dict/data/getList). */
export const UpdateMoreBody = z.strictObject({
  answers: z.record(text().max(40), z.union([text().max(200), z.array(text().max(200)).max(20)])),
});
export type UpdateMoreBody = z.input<typeof UpdateMoreBody>;

export const DictOption = z.strictObject({ value: z.string(), label: z.string() });
export const DictQuestion = z.strictObject({ key: z.string(), label: z.string(), multiple: z.boolean(), options: z.array(DictOption) });
/** GET /dict/data/getList: the option lists the profile forms use, localized. */
export const DictData = z.strictObject({ gender: z.array(DictOption), country: z.array(DictOption), questions: z.array(DictQuestion) });
export type DictData = z.infer<typeof DictData>;
export type DictQuestion = z.infer<typeof DictQuestion>;
export type DictOption = z.infer<typeof DictOption>;

/** POST /user/uploadAvatar: the new avatar's url. */
export const AvatarResult = z.strictObject({ avatar: z.string() });
export type AvatarResult = z.infer<typeof AvatarResult>;
