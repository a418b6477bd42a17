import { moments } from './calls.ts';
import { bind } from './index.ts';

/** A page of whispers; with device_id, is_like says what this browser liked. */
export const getWhispers = bind(moments.whispers);
/** Likes a whisper for this device; liking again changes nothing. */
export const likeWhisper = bind(moments.likeWhisper);
