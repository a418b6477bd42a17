import { campaigns } from './calls.ts';
import { bind } from './index.ts';

export const getHalloweenProducts = bind(campaigns.halloweenProducts);
