import { z } from 'zod';
import { defineCall } from '../../lib/contract.ts';
import { LangQuery, pageOf } from '../../lib/request.ts';
import { Video, Whisper, WhisperLikeBody, WhisperLikeResult, WhisperListBody } from './schema.ts';

/** The moments of /moolitime: whispers (anonymous stories visitors can like) and videos. */
export const whispers = defineCall({
  method: 'POST',
  path: '/moment/whisper/getList',
  auth: 'none',
  body: WhisperListBody,
  response: pageOf(Whisper),
});

/** Likes a whisper once per device; a second like from the same device changes nothing. */
export const likeWhisper = defineCall({
  method: 'POST',
  path: '/moment/whisper/doLike',
  auth: 'none',
  body: WhisperLikeBody,
  response: WhisperLikeResult,
});

export const videos = defineCall({
  method: 'GET',
  path: '/moment/video/getList',
  auth: 'none',
  query: LangQuery,
  response: z.array(Video),
});
