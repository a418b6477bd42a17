import { atom } from 'nanostores';

/** Items in the signed-in shopper's cart, shown on the header badge. */
export const $cartCount = atom<number>(0);
