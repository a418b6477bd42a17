import type { KeysIn, Picked } from '../../lib/t.ts';

/**
 * The messages of the sign-in modal. The layout passes `messagesFor(locale, loginMessages)` to
 * LoginOverlay on every page; the modal's code and styles load on first use, so the list lives
 * here, where the layout's import does not take them in.
 */
export const loginMessages = ['login.*', 'common.close'] as const;

export type LoginMessages = Picked<KeysIn<typeof loginMessages>>;
