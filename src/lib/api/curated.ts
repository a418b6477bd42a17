import { curated } from './calls.ts';
import { bind } from './index.ts';

export const getBestsellers = bind(curated.bestsellers);
