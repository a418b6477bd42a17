import { search } from './calls.ts';
import { bind } from './index.ts';

export const searchProducts = bind(search.search);
