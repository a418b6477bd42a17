import { z } from 'zod';

import { AVATAR_MAX_BYTES, AVATAR_TYPES, CHUNK_SIZE } from './rules.ts';
import { text, wholeNumber } from '../../lib/fields.ts';

export { AVATAR_MAX_BYTES, AVATAR_TYPES, CHUNK_SIZE };

export const UploadResult = z.strictObject({ url: z.string() });
export type UploadResult = z.infer<typeof UploadResult>;
/** POST /upload/chunk: `done` with the url once every chunk has arrived and the hash matched. */
export const ChunkResult = z.union([
  z.strictObject({ done: z.literal(false), received: z.number().int(), total: z.number().int() }),
  z.strictObject({ done: z.literal(true), url: z.string() }),
]);
export type ChunkResult = z.infer<typeof ChunkResult>;

/** Uploads are profile images: none may exceed the avatar limit, so a chunked file has at most this many parts. */
export const UPLOAD_MAX_BYTES = AVATAR_MAX_BYTES;
export const MAX_CHUNKS = Math.ceil(UPLOAD_MAX_BYTES / CHUNK_SIZE);

/** The text fields of POST /upload/chunk (the chunk itself is the file part `package`). */
export const ChunkFields = z
  .strictObject({
    hash: text()
      .trim()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be the sha256 hex of the whole file')
      .transform((s) => s.toLowerCase()),
    total: wholeNumber(1, 10_000),
    size: wholeNumber(1, Number.MAX_SAFE_INTEGER),
    index: wholeNumber(0, 10_000),
    name: text().max(255).optional(),
    type: text().max(100).optional(),
    ext: text().max(16).optional(),
  })
  .refine((f) => f.index < f.total, { path: ['index'], message: 'must be below total' });
export type ChunkFields = z.output<typeof ChunkFields>;
