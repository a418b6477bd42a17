import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { contentSecurityPolicy, HSTS, PAGE_HEADERS, parseHeadersFile } from './security-headers.ts';

/**
 * The security headers of the served storefront: those the build wrote into `<root>/_headers` (its
 * CSP carries the hashes of the pages' inline scripts), read again whenever a new build replaced
 * the file; before the first build, the same headers with a CSP that allows no inline script.
 * HSTS is added when the shop is reached over HTTPS: an https SITE_URL, or a request that came
 * over HTTPS (X-Forwarded-Proto counts only from proxies TRUST_PROXY trusts, as Fastify reads it).
 */
export function pageHeaders(root: string, siteUrl: string): (req: FastifyRequest) => Record<string, string> {
  const file = path.join(root, '_headers');
  const fallback = { 'Content-Security-Policy': contentSecurityPolicy({ scriptHashes: [], styleHashes: [] }), ...PAGE_HEADERS };
  let cached: { mtimeMs: number; headers: Record<string, string> } | undefined;
  const built = (): Record<string, string> => {
    const info = statSync(file, { throwIfNoEntry: false });
    if (!info) return fallback;
    if (cached?.mtimeMs !== info.mtimeMs)
      cached = { mtimeMs: info.mtimeMs, headers: { ...fallback, ...parseHeadersFile(readFileSync(file, 'utf8')) } };
    return cached.headers;
  };
  const siteIsHttps = siteUrl.startsWith('https:');
  return (req) => {
    const headers = { ...built() };
    if (siteIsHttps || req.protocol === 'https') headers['Strict-Transport-Security'] = HSTS;
    else delete headers['Strict-Transport-Security'];
    return headers;
  };
}
