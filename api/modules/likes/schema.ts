import { z } from 'zod';
import { countryCode, idParam, lang, pagination } from '../../lib/request.ts';

export const LikeBody = z.strictObject({ product_id: idParam });
/** GET /productLike/doLike?product_id=: the same toggle as POST /user/liked/dolike. */
export const LikeQuery = LikeBody;
export const LikeResult = z.strictObject({ is_like: z.boolean() });
export type LikeResult = z.infer<typeof LikeResult>;

export const UserProductListBody = z.strictObject({ country_code: countryCode, lang, ...pagination });
export type UserProductListBody = z.input<typeof UserProductListBody>;
