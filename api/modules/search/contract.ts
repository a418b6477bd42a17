import { defineCall } from '../../lib/contract.ts';
import { ProductPage } from '../products/schema.ts';
import { SearchBody } from './schema.ts';

export const search = defineCall({ method: 'POST', path: '/product/search', auth: 'optional', body: SearchBody, response: ProductPage });
