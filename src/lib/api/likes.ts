import { likes } from './calls.ts';
import { bind } from './index.ts';

/** POST /user/liked/dolike [auth]: toggles the like on a product and returns the new state. */
export const toggleProductLike = bind(likes.toggle);
