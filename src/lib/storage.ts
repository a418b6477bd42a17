/** Web storage that tolerates being unavailable (private mode, server-side rendering). */
function safe(kind: 'localStorage' | 'sessionStorage') {
  const store = () => (typeof window === 'undefined' ? null : window[kind]);
  return {
    get(key: string): string | null {
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string) {
      try {
        store()?.setItem(key, value);
      } catch {
        /* storage full or blocked: keep the in-memory value */
      }
    },
    remove(key: string) {
      try {
        store()?.removeItem(key);
      } catch {
        /* ignore */
      }
    },
  };
}
export const local = safe('localStorage');
export const session = safe('sessionStorage');

/** Keys the storefront keeps in the browser (the token key is product-named, spec §9). */
export const STORAGE_KEYS = {
  token: 'mooli_token',
  userId: 'mooli_user_id',
  /** The header's avatar of the signed-in shopper, so that pages need not ask the API for it. */
  avatar: 'mooli_avatar',
  locale: 'mooli_locale',
  country: 'country_code',
  deviceId: 'mooli_device_id',
  sessionId: 'mooli_session_id',
  /** The coupon and note the drawer's Check out takes to the cart page (session storage, read once). */
  checkoutInputs: 'mooli_checkout_inputs',
} as const;
