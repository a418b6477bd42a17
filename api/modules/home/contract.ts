import { z } from 'zod';
import { defineCall } from '../../lib/contract.ts';
import { LangQuery } from '../../lib/request.ts';
import { HomeBanner, HomeTile } from './schema.ts';

/** The storefront posts these without a body; `lang` may come in the query string. */
export const banners = defineCall({
  method: 'POST',
  path: '/banner/getList',
  auth: 'none',
  query: LangQuery,
  response: z.array(HomeBanner),
});

export const explore = defineCall({
  method: 'POST',
  path: '/home/explore/getList',
  auth: 'none',
  query: LangQuery,
  response: z.array(HomeTile),
});

export const moolitime = defineCall({
  method: 'POST',
  path: '/home/moolitime/getList',
  auth: 'none',
  query: LangQuery,
  response: z.array(HomeTile),
});
