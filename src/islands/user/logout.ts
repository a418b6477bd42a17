import { answeredMessage, ApiError, isSessionError } from '../../lib/api/client.ts';
import { logout } from '../../lib/api/auth.ts';
import type { T } from '../../lib/t.ts';
import { clearSession } from '../../stores/auth.ts';
import { flashToast } from '../../stores/toast.ts';

/**
 * Logout (spec §4, §8): GET /user/logout, then the session is cleared and the shopper goes to the
 * home page, where the outcome is shown: 'Logout successful', the server's message or 'Logout
 * failed', or 'Logout error' when no answer came.
 */
export async function logoutAndLeave(t: T, home: string) {
  try {
    await logout();
    flashToast('success', t('account.logoutSuccess'));
  } catch (error) {
    // A session the server already ended (expired, revoked) leaves the shopper signed out all the same.
    if (isSessionError(error)) flashToast('success', t('account.logoutSuccess'));
    else if (error instanceof ApiError && error.code !== 0) flashToast('error', answeredMessage(error) || t('account.logoutFailed'));
    else flashToast('error', t('account.logoutError'));
  }
  clearSession();
  window.location.assign(home);
}
