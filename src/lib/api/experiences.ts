import { experiences } from './calls.ts';
import { bind } from './index.ts';

export const getComics = bind(experiences.comics);
export const getNovels = bind(experiences.novels);
/** [auth] Toggle the shopper's like; answers is_like and the new count. */
export const toggleComicLike = bind(experiences.likeComic);
export const toggleNovelLike = bind(experiences.likeNovel);
