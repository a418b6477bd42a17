import { z } from 'zod';
import { idParam } from '../../lib/request.ts';

/** An audio story or a radio episode: a sound file with its cover and duration. */
export const AudioItem = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover_url: z.string(),
  audio_url: z.string(),
  /** Length in whole seconds, as the file plays. */
  duration: z.number().int().min(0),
});
export type AudioItem = z.infer<typeof AudioItem>;

const liked = { like_num: z.number().int().min(0), is_like: z.boolean() };

export const Comic = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover_url: z.string(),
  pages: z.array(z.strictObject({ image_url: z.string(), alt: z.string() })),
  ...liked,
});
export type Comic = z.infer<typeof Comic>;

export const Novel = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover_url: z.string(),
  chapters: z.array(z.strictObject({ title: z.string(), body: z.string() })),
  ...liked,
});
export type Novel = z.infer<typeof Novel>;

export const ComicLikeBody = z.strictObject({ comic_id: idParam });
export const NovelLikeBody = z.strictObject({ novel_id: idParam });
export const StoryLikeResult = z.strictObject(liked);
export type StoryLikeResult = z.infer<typeof StoryLikeResult>;
