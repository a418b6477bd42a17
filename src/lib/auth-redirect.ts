/**
 * The redirect rule of spec §2: a login-required route opened without a token sends the shopper to
 * the home page of their locale with `redirect` holding the original path; after login the modal
 * returns there. Only same-origin paths are followed, so `?redirect=` cannot send anyone elsewhere.
 */

export const REDIRECT_PARAM = 'redirect';

/** `raw` when it is a same-origin path ("/user/like?x=1"), else null. */
export function safeRedirect(raw: string | null | undefined, origin: string): string | null {
  if (!raw || raw[0] !== '/' || raw[1] === '/' || raw[1] === '\\') return null;
  // Browsers read backslashes and control characters in URLs leniently; refuse them outright.
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== new URL(origin).origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Where a login-required page sends a signed-out shopper: the locale's home with `redirect`. */
export function loginRedirectUrl(base: string, path: string): string {
  return `${base}/?${REDIRECT_PARAM}=${encodeURIComponent(path)}`;
}

/** Where to go after a successful login on the page at `href`: its safe `redirect`, or null to reload. */
export function afterLoginTarget(href: string): string | null {
  const url = new URL(href);
  return safeRedirect(url.searchParams.get(REDIRECT_PARAM), url.origin);
}
