/** Upload limits: plain values shared by the API's schemas and the storefront (no zod, so islands stay small). */

/** Spec §9: files up to this size go to /upload/image in one piece, larger ones in chunks of this size. */
export const CHUNK_SIZE = 2 * 1024 * 1024;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;

/**
 * What one account may upload in 24 hours (files and stored bytes): enough for a shopper's avatar
 * and after-sales photos many times over; editors and operators attach catalogue images and get more.
 */
export const DAILY_UPLOADS = {
  shopper: { files: 30, bytes: 30 * 1024 * 1024 },
  staff: { files: 1000, bytes: 2 * 1024 * 1024 * 1024 },
} as const;
