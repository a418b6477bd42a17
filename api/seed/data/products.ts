import type { SeedProduct } from './types.ts';
import { roseCollectionProducts } from './products-1.ts';
import { vibratorProducts } from './products-2.ts';
import { massagerProducts } from './products-3.ts';
import { couplesProducts } from './products-4.ts';
import { wellnessCareProducts } from './products-5.ts';
import { accessoryProducts } from './products-6.ts';

/** All 48 seed products, 8 per category (one file per category). */
export const products: SeedProduct[] = [
  ...roseCollectionProducts,
  ...vibratorProducts,
  ...massagerProducts,
  ...couplesProducts,
  ...wellnessCareProducts,
  ...accessoryProducts,
];
