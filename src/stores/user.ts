import type { UserInfo } from '../../api/modules/user/schema.ts';
import { getUserInfo } from '../lib/api/user.ts';
import { $token, $user } from './auth.ts';

let loading: Promise<UserInfo> | null = null;

/** Loads the signed-in shopper's info into $user; islands on one page share one call. */
export function loadUser(force = false): Promise<UserInfo> {
  if (!force && loading) return loading;
  loading = getUserInfo()
    .then((user) => {
      // A session that ended meanwhile must not get its user back (a refreshed token is the same session).
      if ($token.get()) $user.set(user);
      return user;
    })
    .catch((error) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Changes fields of the loaded user, e.g. a new avatar. */
export function patchUser(patch: Partial<UserInfo>) {
  const user = $user.get();
  if (user) $user.set({ ...user, ...patch });
}
