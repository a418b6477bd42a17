import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { isHashedAsset } from './paths.ts';
import { assetHeaders, contentSecurityPolicy, HSTS, inlineHashes, PAGE_HEADERS, parseHeadersFile } from './security-headers.ts';

const mtimeOf = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;

/**
 * The security headers of the served storefront: those the build wrote into `<root>/_headers` (its
 * CSP carries the hashes of the pages' inline scripts), read again whenever a new build replaced
 * the file. While a build is writing pages (no `_headers` yet, or one older than the page), a page's
 * CSP is made from that page's own inline scripts, so it never runs with hashes of another build.
 * HSTS is added when the shop is reached over HTTPS: an https SITE_URL, or a request that came
 * over HTTPS (X-Forwarded-Proto counts only from proxies TRUST_PROXY trusts, as Fastify reads it).
 * Content-hashed scripts and styles get only the headers a file a page loads is read with.
 */
export function pageHeaders(root: string, siteUrl: string): (req: FastifyRequest, file?: string) => Record<string, string> {
  const headersPath = path.join(root, '_headers');
  const own = (scriptHashes: string[], styleHashes: string[]) => ({
    'Content-Security-Policy': contentSecurityPolicy({ scriptHashes, styleHashes }),
    ...PAGE_HEADERS,
  });
  let built: { mtimeMs: number; headers: Record<string, string> } | undefined;
  let page: { file: string; mtimeMs: number; headers: Record<string, string> } | undefined;

  const headersOf = (file: string | undefined): Record<string, string> => {
    const builtAt = mtimeOf(headersPath);
    const pagePath = file?.endsWith('.html') ? path.join(root, file) : undefined;
    const pageAt = pagePath ? mtimeOf(pagePath) : undefined;
    if (pagePath && pageAt !== undefined && (builtAt === undefined || pageAt > builtAt)) {
      if (page?.file !== pagePath || page.mtimeMs !== pageAt) {
        const found = inlineHashes(readFileSync(pagePath, 'utf8'));
        page = { file: pagePath, mtimeMs: pageAt, headers: own(found.scripts, found.styles) };
      }
      return page.headers;
    }
    if (builtAt === undefined) return own([], []);
    if (built?.mtimeMs !== builtAt)
      built = { mtimeMs: builtAt, headers: { ...own([], []), ...parseHeadersFile(readFileSync(headersPath, 'utf8')) } };
    return built.headers;
  };

  const siteIsHttps = siteUrl.startsWith('https:');
  return (req, file) => {
    const headers = file && isHashedAsset(file) ? assetHeaders(headersOf(undefined)) : { ...headersOf(file) };
    if (siteIsHttps || req.protocol === 'https') headers['Strict-Transport-Security'] = HSTS;
    else delete headers['Strict-Transport-Security'];
    return headers;
  };
}
