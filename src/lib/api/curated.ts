import { curated } from './calls.ts';
import { bind } from './index.ts';

export const getBestsellers = bind(curated.bestsellers);
export const getMomentProducts = bind(curated.momentProducts);
export const getExperienceProducts = bind(curated.experienceProducts);
