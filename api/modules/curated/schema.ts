import { z } from 'zod';
import { countryCode, idParam, lang, pagination } from '../../lib/request.ts';

export const BestsellerBody = z.strictObject({ category_id: idParam.optional(), country_code: countryCode, lang, ...pagination });

/** GET /home|about|mooliworld|moment|experience/product/getList: curated product lists for those pages. */
export const CuratedListQuery = z.strictObject({ country_code: countryCode, lang });

export const ShopBanner = z.strictObject({
  title: z.string(),
  subtitle: z.string(),
  image_url: z.string(),
  redirect_url: z.string().nullable(),
});
export type ShopBanner = z.infer<typeof ShopBanner>;
