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
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== new URL(origin).origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/**
 * Where the redirect rule sends a shopper who opens `pathname` + `search`: null when the route needs no
 * login (spec §2: /shopping-cart, /payment-success/{id}, /payment-error, /user and below, in any
 * locale) or there is a token; else the locale's home with `redirect`. Every page runs this inline in
 * its head (AuthGuard.astro), also the not-found page, so it is self-contained: no imports, plain JS.
 */
export function loginGuardTarget(pathname: string, search: string, hasToken: boolean, prefixedLocales: readonly string[]): string | null {
  if (hasToken) return null;
  const m = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const prefix = m && prefixedLocales.indexOf(m[1]) >= 0 ? m[0] : '';
  const route = pathname.slice(prefix.length) || '/';
  if (!/^\/(?:shopping-cart|payment-error|payment-success\/[^/]+|user(?:\/.*)?)\/?$/.test(route)) return null;
  return prefix + '/?redirect=' + encodeURIComponent(pathname + search);
}

/** Where to go after a successful login on the page at `href`: its safe `redirect`, or null to reload. */
export function afterLoginTarget(href: string): string | null {
  const url = new URL(href);
  return safeRedirect(url.searchParams.get(REDIRECT_PARAM), url.origin);
}
