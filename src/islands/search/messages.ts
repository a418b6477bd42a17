import type { KeysIn, Picked } from '../../lib/t.ts';

/**
 * The messages of the search drawer. The layout passes `messagesFor(locale, searchMessages)` to
 * SearchDrawer on every page; the panel's code and styles load on first use, so the list lives
 * here, where the layout's import does not take them in.
 */
export const searchMessages = ['search.*', 'product.showMore', 'product.soldOut'] as const;

export type SearchMessages = Picked<KeysIn<typeof searchMessages>>;
