import { z } from 'zod';
import { defineCall } from '../../lib/contract.ts';
import { LangQuery } from '../../lib/request.ts';
import { BasicInfoQuery, Country, CountryListQuery, InfoPage, RouteGroup, TopBanner } from './schema.ts';

/** Every published product's (and, with the content pages, blog post's) route, for the build. */
export const routeList = defineCall({
  method: 'GET',
  path: '/route/getList',
  auth: 'none',
  query: LangQuery,
  response: z.array(RouteGroup),
});

export const countryList = defineCall({
  method: 'GET',
  path: '/country/getList',
  auth: 'none',
  query: CountryListQuery,
  response: z.array(Country),
});

export const topBanners = defineCall({
  method: 'GET',
  path: '/home/top/getList',
  auth: 'none',
  query: LangQuery,
  response: z.array(TopBanner),
});

/** Info texts by kind; kind 3 is the shipping rules, ending in the live table of every country's rates. */
export const basicInfo = defineCall({
  method: 'GET',
  path: '/basicInfo/get',
  auth: 'none',
  query: BasicInfoQuery,
  response: z.array(InfoPage),
});
