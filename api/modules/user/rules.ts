/** Profile rules: plain values shared by the API's schemas and the storefront (no zod, so islands stay small). */

export const AGE_LIMIT = 18;
export const GENDERS = ['female', 'male', 'non_binary', 'prefer_not_to_say'] as const;
