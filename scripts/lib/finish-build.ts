/**
 * After `astro build`: sitemap.xml and robots.txt, the security headers of the built pages (dist/_headers, with the hashes of
 * every inline script and style element the pages carry) and precompressed copies of the text
 * files (.br and .gz beside each, served by the serve step and by hosts that take them).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { contentSecurityPolicy, headersFile, HSTS, inlineHashes, PAGE_HEADERS } from '../../api/lib/security-headers.ts';
import { writeSitemapAndRobots } from './sitemap.ts';

export { inlineHashes };

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers. */
const MIN_BYTES = 1024;
const PARALLEL = 4;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/**
 * Brotli's best quality for the few scripts and styles (content-hashed, cached for a year); a quick
 * one for the hundreds of pages: quality 11 takes ~300 ms a page for ~10 % fewer bytes, quality 6 ~10 ms.
 */
const brotliQuality = (file: string) => (file.endsWith('.html') ? 6 : 11);

async function precompress(file: string) {
  const data = await readFile(file);
  if (data.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file), [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gz(data, { level: 9 }),
  ]);
  if (br.length < data.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
}

const originOf = (url: string | undefined) => {
  try {
    return url && /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

export async function finishBuild(distDir: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  await writeSitemapAndRobots(distDir, env.SITE_URL || 'http://localhost:4321');
  const files = await filesUnder(distDir);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of files.filter((f) => f.endsWith('.html'))) {
    const found = inlineHashes(await readFile(file, 'utf8'));
    found.scripts.forEach((h) => scripts.add(h));
    found.styles.forEach((h) => styles.add(h));
  }
  const csp = contentSecurityPolicy({
    scriptHashes: [...scripts].sort(),
    styleHashes: [...styles].sort(),
    apiOrigin: originOf(env.PUBLIC_API_BASE),
  });
  const https = (env.SITE_URL ?? '').startsWith('https:');
  const headers = { 'Content-Security-Policy': csp, ...PAGE_HEADERS, ...(https ? { 'Strict-Transport-Security': HSTS } : {}) };
  await writeFile(path.join(distDir, '_headers'), headersFile(headers));

  const compressible = [];
  for (const file of files) if (COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_BYTES) compressible.push(file);
  await inParallel(compressible, precompress);
}
