import { atom } from 'nanostores';
import type { UserInfo } from '../../api/modules/user/schema.ts';
import { local, STORAGE_KEYS } from '../lib/storage.ts';

/**
 * The bearer token, mirrored in local storage under the product-named key. The stores that live in
 * storage are created with the signed-out value the pages are built with and then set from storage,
 * so islands hydrate with the former (see islands/common/useStore.ts).
 */
export const $token = atom<string | null>(null);
$token.set(local.get(STORAGE_KEYS.token));

/** The signed-in shopper's info (GET /user/getInfo), null until loaded and after the session ends. */
export const $user = atom<UserInfo | null>(null);

$token.listen((token) => {
  if (token) local.set(STORAGE_KEYS.token, token);
  else local.remove(STORAGE_KEYS.token);
});

/** The signed-in shopper's avatar for the header: an image URL, or "" when they have none; null when not known yet. */
export const $avatar = atom<string | null>(null);
$avatar.set(local.get(STORAGE_KEYS.avatar));

$avatar.listen((avatar) => {
  if (avatar === null) local.remove(STORAGE_KEYS.avatar);
  else local.set(STORAGE_KEYS.avatar, avatar);
});

$user.listen((user) => {
  if (!user) return;
  local.set(STORAGE_KEYS.userId, String(user.id));
  $avatar.set(user.avatar ?? '');
});

// Signing in or out in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== STORAGE_KEYS.token || e.newValue === $token.get()) return;
    if (e.newValue) $token.set(e.newValue);
    else clearSession();
  });
}

export const setToken = (token: string) => $token.set(token);

/** Ends the session in this tab: token, user and user id (spec §4). */
export function clearSession() {
  $token.set(null);
  $user.set(null);
  $avatar.set(null);
  local.remove(STORAGE_KEYS.userId);
}
