import { z } from 'zod';
import { defineCall } from '../../lib/contract.ts';
import { LangQuery } from '../../lib/request.ts';
import { ProductListItem, ProductPage } from '../products/schema.ts';
import { BestsellerBody, CuratedListQuery, ShopBanner } from './schema.ts';

/** The curated product lists of the content pages (see CURATED_LISTS), personalised with is_like. */
const curated = <const P extends string>(path: P) =>
  defineCall({ method: 'GET', path, auth: 'optional', query: CuratedListQuery, response: z.array(ProductListItem) });

export const homeProducts = curated('/home/product/getList');
export const aboutProducts = curated('/about/product/getList');
export const mooliworldProducts = curated('/mooliworld/product/getList');
export const momentProducts = curated('/moment/product/getList');
export const experienceProducts = curated('/experience/product/getList');

export const bestsellers = defineCall({
  method: 'POST',
  path: '/bestseller/product/getList',
  auth: 'optional',
  body: BestsellerBody,
  response: ProductPage,
});

/** The storefront posts without a body; `lang` may come in the query string. */
export const shopBanners = defineCall({
  method: 'POST',
  path: '/shop/banner/getList',
  auth: 'none',
  query: LangQuery,
  response: z.array(ShopBanner),
});
