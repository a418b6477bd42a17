/** Profile rules: plain values shared by the API's schemas and the storefront (no zod, so islands stay small). */

export const AGE_LIMIT = 18;
export const GENDERS = ['female', 'male', 'non_binary', 'prefer_not_to_say'] as const;
export const AGE_MAX = 120;
export const USERNAME_MIN = 2;
export const USERNAME_MAX = 40;
/** Longest avatar url a profile keeps (urls come from the shopper's own uploads). */
export const AVATAR_URL_MAX = 300;
