/**
 * Incremental publishing. Every page but the lists carries a key: a digest of everything it shows
 * (see build-data.ts). A page whose key is the one the live site's page was built with, by the same
 * code, is not rendered again: its getStaticPaths leaves it out, and the finishing step links the
 * live site's file into the new build (scripts/lib/astro-build.ts, finish-build.ts). Links cost a
 * few system calls where rendering, or copying from a cache, costs milliseconds a page.
 *
 * Each build process reads the live pages' keys from the file named by BUILD_PREVIOUS_KEYS (absent
 * when the code changed or there is no live site: then every page is rendered) and appends every
 * keyed page it saw, as a line of KeyRecords, to the file named by BUILD_KEYS_OUT.
 */
import { appendFileSync, readFileSync } from 'node:fs';

export const PREVIOUS_KEYS_ENV = 'BUILD_PREVIOUS_KEYS';
export const KEYS_OUT_ENV = 'BUILD_KEYS_OUT';

/** A keyed page of a build: its file in the output folder, its key, and whether the live site's file is taken. */
export type KeyRecord = [file: string, key: string, reused: boolean];

/**
 * The file a page of `route` (its path under src/pages without the extension) is written to with
 * `params` (format 'directory'): ('/[...lang]/products/[slug]', { lang: 'de', slug: 'x' }) →
 * 'de/products/x/index.html'; an absent rest parameter (English) drops out.
 */
export function pageFile(route: string, params: Record<string, string | undefined>): string {
  const filled = route
    .replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => params[name] ?? '')
    .split('/')
    .filter(Boolean);
  return [...filled, 'index.html'].join('/');
}

let previous: Record<string, string> | undefined;
const previousKeys = (): Record<string, string> => {
  const file = process.env[PREVIOUS_KEYS_ENV];
  previous ??= file ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  return previous;
};

interface KeyedPath {
  params: Record<string, string | undefined>;
  key: string;
}

/**
 * getStaticPaths' answer for the keyed pages of `route` ('/[...lang]/products/[slug]'): the pages to
 * render, i.e. those whose key is not the live one's. Records every page's key.
 */
export function renderChanged<P extends KeyedPath>(route: string, paths: P[]): Array<Omit<P, 'key'>> {
  const live = previousKeys();
  const records: KeyRecord[] = [];
  const render: Array<Omit<P, 'key'>> = [];
  for (const { key, ...path } of paths) {
    const file = pageFile(route, path.params);
    const reused = live[file] === key;
    records.push([file, key, reused]);
    if (!reused) render.push(path);
  }
  const out = process.env[KEYS_OUT_ENV];
  if (out && records.length) appendFileSync(out, `${JSON.stringify(records)}\n`);
  const unchanged = records.length - render.length;
  // The parent counts these lines as reused pages (scripts/lib/astro-build.ts).
  if (unchanged) console.log(`[reuse] ${route}: ${unchanged} unchanged pages taken from the live site`);
  return render;
}
