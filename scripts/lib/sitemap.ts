/**
 * sitemap.xml and robots.txt of the built storefront, made from the pages the build wrote: every
 * public page in every locale (product and blog routes included, whatever groups the route list
 * has), each with its language alternates. Login-only, error and not-found pages stay out.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../api/lib/locales.ts';

/** Pages that are not for search engines: the /user area, cart, payment results, editor, /error and the not-found page. */
export const PRIVATE_PAGES = [
  /^\/user(\/|$)/,
  /^\/shopping-cart(\/|$)/,
  /^\/payment-/,
  /^\/editor(\/|$)/,
  /^\/error(\/|$)/,
  /^\/404(\/|$)/,
];
/** Paths robots.txt keeps crawlers out of, in every locale; "$" ends a rule, so /user-map stays open. */
const DISALLOWED = ['/user$', '/user/', '/shopping-cart', '/payment-', '/editor'];
/** A sitemap file may hold at most 50,000 URLs; beyond that the build writes several and an index. */
export const MAX_URLS = 50_000;

export interface BuiltPage {
  /** The page's path without locale prefix, e.g. "/shop" or "/" */
  path: string;
  locale: Locale;
  /** When its content last changed (an ISO time, as the site index keeps it). */
  lastmod: string;
}

const isLocale = (s: string): s is Locale => (LOCALES as readonly string[]).includes(s);

/** The page a built file is, from its path in the build folder ("de/shop/index.html"), or null for other files. */
export function pageOfFile(relFile: string): { path: string; locale: Locale } | null {
  const parts = relFile.split(/[\\/]/);
  if (parts.at(-1) !== 'index.html') return null;
  parts.pop();
  const locale = parts[0] && isLocale(parts[0]) && parts[0] !== DEFAULT_LOCALE ? parts.shift()! : DEFAULT_LOCALE;
  return { path: parts.length ? `/${parts.join('/')}` : '/', locale: locale as Locale };
}

export const isPrivate = (pagePath: string) => PRIVATE_PAGES.some((re) => re.test(pagePath));

const localeUrl = (site: string, locale: Locale, pagePath: string) => {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  const withSlash = pagePath === '/' ? '/' : `${pagePath}/`;
  return new URL(`${prefix}${withSlash}`, site).href;
};

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The <url> entries of the pages: one per page and locale, each listing every locale of its page and x-default (en). */
export function sitemapUrls(pages: BuiltPage[], site: string): string[] {
  const byPath = new Map<string, BuiltPage[]>();
  for (const p of pages) {
    if (isPrivate(p.path)) continue;
    let versions = byPath.get(p.path);
    if (!versions) byPath.set(p.path, (versions = []));
    versions.push(p);
  }
  // A page's path is encoded and escaped once, and each locale's link made once (a URL parsed per
  // link and locale was most of writing an 11,000-page sitemap).
  const { origin } = new URL(site);
  const escapedOrigin = escapeXml(origin);
  const urls: string[] = [];
  for (const [pagePath, versions] of [...byPath].sort(([a], [b]) => a.localeCompare(b))) {
    const encoded = escapeXml(new URL(localeUrl(site, DEFAULT_LOCALE, pagePath)).pathname);
    const href = (locale: Locale) => `${escapedOrigin}${locale === DEFAULT_LOCALE ? '' : `/${locale}`}${encoded}`;
    const sorted = LOCALES.flatMap((l) => {
      const v = versions.find((version) => version.locale === l);
      return v ? [{ ...v, href: href(l) }] : [];
    });
    const fallback = sorted.find((v) => v.locale === DEFAULT_LOCALE);
    const links = [
      ...sorted.map((v) => `<xhtml:link rel="alternate" hreflang="${v.locale}" href="${v.href}"/>`),
      ...(fallback ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${fallback.href}"/>`] : []),
    ].join('');
    for (const v of sorted) urls.push(`<url><loc>${v.href}</loc><lastmod>${v.lastmod}</lastmod>${links}</url>`);
  }
  return urls;
}

const URLSET = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';

/** The sitemap files to write: sitemap.xml alone, or sitemap.xml as an index of sitemap-N.xml when there are too many URLs. */
export function sitemapFiles(pages: BuiltPage[], site: string, now = new Date(), max = MAX_URLS): Record<string, string> {
  const urls = sitemapUrls(pages, site);
  const urlset = (list: string[]) => `<?xml version="1.0" encoding="UTF-8"?>\n${URLSET}\n${list.join('\n')}\n</urlset>\n`;
  if (urls.length <= max) return { 'sitemap.xml': urlset(urls) };
  const files: Record<string, string> = {};
  const entries: string[] = [];
  for (let i = 0; i * max < urls.length; i++) {
    const name = `sitemap-${i + 1}.xml`;
    files[name] = urlset(urls.slice(i * max, (i + 1) * max));
    entries.push(`<sitemap><loc>${escapeXml(new URL(`/${name}`, site).href)}</loc><lastmod>${now.toISOString()}</lastmod></sitemap>`);
  }
  files['sitemap.xml'] =
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
  return files;
}

export function robotsTxt(site: string): string {
  const prefixes = LOCALES.map((l) => (l === DEFAULT_LOCALE ? '' : `/${l}`));
  const rules = prefixes.flatMap((p) => DISALLOWED.map((d) => `Disallow: ${p}${d}`));
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', ...rules, '', `Sitemap: ${new URL('/sitemap.xml', site).href}`, ''].join('\n');
}

const NOINDEX = /<meta\s+name=["']robots["']\s+content=["'][^"']*noindex/i;
/** Whether a page asks not to be indexed (a shell behind sign-in, say). */
export const isNoindex = (html: string) => NOINDEX.test(html);

/** What the build already knows of a page (by its file under the build folder), so it need not be read again; `changed` is an ISO time. */
export type KnownPages = Readonly<Record<string, { noindex: boolean; changed: string } | undefined>>;

/**
 * Writes sitemap.xml (and its parts) and robots.txt into the build folder, for the site's public
 * origin. `files` are the build's files under the folder (all of them when not given). A page's
 * `lastmod` is when its content last changed as far as `known` says, else its file's time.
 * Resolves with what it wrote, by file name (for the compressed copies).
 */
export async function writeSitemapAndRobots(
  distDir: string,
  site: string,
  known: KnownPages = {},
  files?: Iterable<string>,
): Promise<Record<string, Buffer>> {
  const all =
    files ??
    (await readdir(distDir, { withFileTypes: true, recursive: true }))
      .filter((e) => e.isFile())
      .map((e) => path.relative(distDir, path.join(e.parentPath, e.name)));
  const pages: BuiltPage[] = [];
  for (const rel of all) {
    if (!rel.endsWith('index.html')) continue;
    const page = pageOfFile(rel);
    if (!page || isPrivate(page.path)) continue;
    const info = Object.hasOwn(known, rel) ? known[rel] : undefined;
    const file = path.join(distDir, rel);
    // A page that asks not to be indexed is left out too.
    if (info ? info.noindex : isNoindex(await readFile(file, 'utf8'))) continue;
    pages.push({ ...page, lastmod: info?.changed ?? (await stat(file)).mtime.toISOString() });
  }
  const written = Object.fromEntries(
    Object.entries({ ...sitemapFiles(pages, site), 'robots.txt': robotsTxt(site) }).map(([name, text]) => [name, Buffer.from(text)]),
  );
  await Promise.all(Object.entries(written).map(([name, data]) => writeFile(path.join(distDir, name), data)));
  return written;
}
