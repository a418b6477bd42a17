import { blog, curated } from './calls.ts';
import { bind } from './index.ts';

/** POST /mooliworld/blog/getList: a page of posts (one category or all) with the category tabs. */
export const getBlogWorld = bind(blog.world);
/** GET /blog/getDetail/{id}: the post with the shopper's is_like and the current like count. */
export const getBlogDetail = bind(blog.detail);
/** POST /user/blog/doLike [auth]: toggles the shopper's like; answers is_like and like_num. */
export const toggleBlogLike = bind(blog.toggleLike);
export const getAboutProducts = bind(curated.aboutProducts);
export const getMooliworldProducts = bind(curated.mooliworldProducts);
