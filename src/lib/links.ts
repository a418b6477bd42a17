/** Paths served by the API, the same in every locale. */
const SHARED_PREFIXES = ['/api/', '/media/', '/paypal-callbacks/'];

/**
 * A link from shop data (banners) on a page of the locale with prefix `base` ("" for en, "/de"…):
 * a path of the storefront gets the locale's prefix; other sites, the API's paths and links that
 * already carry the prefix are kept as they are.
 */
export function localizeHref(base: string, url: string): string {
  if (!base || !url.startsWith('/') || url.startsWith('//')) return url;
  if (url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`)) return url;
  if (SHARED_PREFIXES.some((p) => url.startsWith(p))) return url;
  return `${base}${url}`;
}
