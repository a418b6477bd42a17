import { z } from 'zod';
import { defineCall } from '../../lib/contract.ts';
import { CuratedListQuery } from '../curated/schema.ts';
import { ProductListItem } from '../products/schema.ts';

/** The Halloween campaign's products (the /halloween page): see HALLOWEEN in service.ts. */
export const halloweenProducts = defineCall({
  method: 'GET',
  path: '/halloween/product/getList',
  auth: 'optional',
  query: CuratedListQuery,
  response: z.array(ProductListItem),
});
