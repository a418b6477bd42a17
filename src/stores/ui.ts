import { atom } from 'nanostores';

/** Which overlay is open; one at a time. */
export type Overlay = 'none' | 'login' | 'search' | 'cart';
export const $overlay = atom<Overlay>('none');

export const openOverlay = (o: Overlay) => $overlay.set(o);
export const closeOverlay = () => $overlay.set('none');
