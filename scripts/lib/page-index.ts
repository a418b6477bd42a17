/**
 * Beside each build folder, `.<folder>.hashes.json`: the code digest the build was made with and
 * what the finishing step learnt of each page (inline script and style hashes, noindex, when its
 * content last changed, its key), so the next publish can take unchanged pages over without
 * rendering or reading them.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PreviousKeys } from '../../src/lib/page-reuse.ts';

export interface PageInfo {
  scripts: string[];
  styles: string[];
  noindex: boolean;
  /** ISO time the page's content last changed. */
  changed: string;
  /** The page's key and the calls it read (src/lib/page-reuse.ts); the 404 pages have none. */
  key?: string;
  reads?: string[];
}

export interface SiteIndex {
  /** The source digest of the code that built the folder (scripts/lib/source-digest.ts). */
  code: string;
  /** The build's settings (buildSettings in src/lib/page-reuse.ts). */
  settings: string;
  /** Every call the build made, with the digest of its answer: when none changed, no page did. */
  calls: Record<string, string>;
  pages: Record<string, PageInfo>;
  /** The files `astro build` wrote that are no page (scripts, styles, public files): what a build by kept renderers takes over. */
  assets: string[];
}

export const indexFile = (dir: string) => path.join(path.dirname(path.resolve(dir)), `.${path.basename(path.resolve(dir))}.hashes.json`);

/**
 * The indexes this process last wrote or read (two), by their file and the file's size and time: the build
 * worker's next publish reads the live site's index from here, not again from disk (some 10 MB of
 * JSON at 11,000 pages, 0.1 s to parse). An index is never changed once written or read.
 */
const lastIndex = new Map<string, { size: number; mtimeMs: number; index: SiteIndex }>();

const remember = async (file: string, index: SiteIndex) => {
  const { size, mtimeMs } = await stat(file);
  lastIndex.delete(file);
  lastIndex.set(file, { size, mtimeMs, index });
  // The live site's and the newest build's (a preview's, say).
  for (const old of [...lastIndex.keys()].slice(0, -2)) lastIndex.delete(old);
};

/** A folder's index; an empty one when it has none (or one of an older layout). */
export async function readIndex(dir: string): Promise<SiteIndex> {
  const file = indexFile(dir);
  const known = lastIndex.get(file);
  const now = known && (await stat(file).catch(() => undefined));
  if (known && now && now.size === known.size && now.mtimeMs === known.mtimeMs) return known.index;
  const index = await parseIndex(file);
  if (index.code) await remember(file, index).catch(() => undefined);
  return index;
}

async function parseIndex(file: string): Promise<SiteIndex> {
  const parsed: Partial<SiteIndex> = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as Partial<SiteIndex>,
    () => ({}),
  );
  const pages = Object.entries(parsed.pages ?? {}).filter(([, info]) => typeof info?.changed === 'string');
  return {
    code: typeof parsed.code === 'string' ? parsed.code : '',
    settings: typeof parsed.settings === 'string' ? parsed.settings : '',
    calls: parsed.calls && typeof parsed.calls === 'object' ? parsed.calls : {},
    pages: Object.fromEntries(pages),
    assets: Array.isArray(parsed.assets) ? parsed.assets.filter((a): a is string => typeof a === 'string') : [],
  };
}

export async function writeIndex(dir: string, index: SiteIndex): Promise<void> {
  const file = indexFile(dir);
  await writeFile(file, JSON.stringify(index));
  await remember(file, index);
}

/** The keys and reads of a folder's pages, for the build processes (src/lib/page-reuse.ts). */
export const pageKeys = (index: SiteIndex): PreviousKeys =>
  Object.fromEntries(
    Object.entries(index.pages).flatMap(([file, info]) => (info.key ? [[file, { key: info.key, reads: info.reads ?? [] }]] : [])),
  );
