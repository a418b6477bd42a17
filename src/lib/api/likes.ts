import { likes } from './calls.ts';
import { bind } from './index.ts';

/** POST /user/liked/dolike [auth]: toggles the like on a product and returns the new state. */
export const toggleProductLike = bind(likes.toggle);
/** The signed-in shopper's liked products (/user/like) and recently viewed ones (/user/history), a page at a time. */
export const getLikedList = bind(likes.likedList);
export const getHistoryList = bind(likes.historyList);
