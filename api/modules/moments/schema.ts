import { z } from 'zod';
import { text } from '../../lib/fields.ts';
import { idParam, lang, pagination } from '../../lib/request.ts';
import { DEVICE_ID_PATTERN } from './rules.ts';

const deviceId = text().regex(DEVICE_ID_PATTERN, 'must be 32 letters and digits');

/** POST /moment/whisper/getList: a page of whispers; with `device_id`, is_like says what that device liked. */
export const WhisperListBody = z.strictObject({ device_id: deviceId.optional(), lang, ...pagination });
export type WhisperListBody = z.output<typeof WhisperListBody>;

export const WhisperLikeBody = z.strictObject({ whisper_id: idParam, device_id: deviceId });

export const Whisper = z.strictObject({
  id: z.number().int(),
  content: z.string(),
  signature: z.string(),
  like_num: z.number().int().min(0),
  is_like: z.boolean(),
  created_at: z.string(),
});
export type Whisper = z.infer<typeof Whisper>;

export const WhisperLikeResult = z.strictObject({ is_like: z.boolean(), like_num: z.number().int().min(0) });
export type WhisperLikeResult = z.infer<typeof WhisperLikeResult>;

export const Video = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  poster_url: z.string(),
  video_url: z.string(),
  /** Length in whole seconds, as the file plays. */
  duration: z.number().int().min(0),
});
export type Video = z.infer<typeof Video>;
