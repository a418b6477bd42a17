import { z } from 'zod';
import { defineCall } from '../../lib/contract.ts';
import { LangQuery } from '../../lib/request.ts';
import { AudioItem, Comic, ComicLikeBody, Novel, NovelLikeBody, StoryLikeResult } from './schema.ts';

/** The experiences of /moolitime: audio stories, comics, novels and radio episodes. */
export const audio = defineCall({
  method: 'GET',
  path: '/experience/audio/getList',
  auth: 'none',
  query: LangQuery,
  response: z.array(AudioItem),
});
export const radio = defineCall({
  method: 'GET',
  path: '/experience/radio/getList',
  auth: 'none',
  query: LangQuery,
  response: z.array(AudioItem),
});

/** Comics and novels say whether the signed-in shopper likes each (false for visitors). */
export const comics = defineCall({
  method: 'GET',
  path: '/experience/comic/getList',
  auth: 'optional',
  query: LangQuery,
  response: z.array(Comic),
});
export const novels = defineCall({
  method: 'GET',
  path: '/experience/novel/getList',
  auth: 'optional',
  query: LangQuery,
  response: z.array(Novel),
});

/** Toggles the shopper's like; answers the new state and the item's count. */
export const likeComic = defineCall({
  method: 'POST',
  path: '/user/comic/doLike',
  auth: 'required',
  body: ComicLikeBody,
  response: StoryLikeResult,
});
export const likeNovel = defineCall({
  method: 'POST',
  path: '/user/novel/doLike',
  auth: 'required',
  body: NovelLikeBody,
  response: StoryLikeResult,
});
