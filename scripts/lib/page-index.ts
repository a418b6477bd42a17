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

/**
 * A page as the file keeps it: its script, style and read lists as numbers into the index's
 * `lists` (pages of a route share them: written out per page they were most of the index's 20 MB).
 */
type StoredPage = [scripts: number, styles: number, noindex: 0 | 1, changed: string, key: string | null, reads: number | null];

async function parseIndex(file: string): Promise<SiteIndex> {
  const parsed = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as Partial<Omit<SiteIndex, 'pages'>> & { pages?: Record<string, unknown>; lists?: unknown },
    () => ({}) as Record<string, undefined>,
  );
  const lists = Array.isArray(parsed.lists) ? (parsed.lists as string[][]) : [];
  const listOf = (i: unknown) => (typeof i === 'number' ? lists[i] : undefined);
  const pages = Object.entries(parsed.pages ?? {}).flatMap(([rel, stored]): Array<[string, PageInfo]> => {
    // A page of an older layout is an object of its own.
    if (!Array.isArray(stored)) return typeof (stored as PageInfo | null)?.changed === 'string' ? [[rel, stored as PageInfo]] : [];
    const [scripts, styles, noindex, changed, key, reads] = stored as StoredPage;
    const info: PageInfo = { scripts: listOf(scripts) ?? [], styles: listOf(styles) ?? [], noindex: noindex === 1, changed };
    if (key !== null) Object.assign(info, { key, reads: listOf(reads) ?? [] });
    return typeof changed === 'string' ? [[rel, info]] : [];
  });
  return {
    code: typeof parsed.code === 'string' ? parsed.code : '',
    settings: typeof parsed.settings === 'string' ? parsed.settings : '',
    calls: parsed.calls && typeof parsed.calls === 'object' ? parsed.calls : {},
    pages: Object.fromEntries(pages),
    assets: Array.isArray(parsed.assets) ? parsed.assets.filter((a): a is string => typeof a === 'string') : [],
  };
}

/** The index as its file keeps it: each distinct list of scripts, styles or reads once. */
function stored(index: SiteIndex) {
  const lists: string[][] = [];
  // Lists read from an index are shared by its pages (parseIndex): most are found by identity.
  const byList = new Map<string[], number>();
  const byText = new Map<string, number>();
  const intern = (list: string[]) => {
    let i = byList.get(list);
    if (i === undefined) {
      const text = list.join('\n');
      i = byText.get(text);
      if (i === undefined) byText.set(text, (i = lists.push(list) - 1));
      byList.set(list, i);
    }
    return i;
  };
  const pages: Record<string, StoredPage> = {};
  for (const [rel, info] of Object.entries(index.pages))
    pages[rel] = [
      intern(info.scripts),
      intern(info.styles),
      info.noindex ? 1 : 0,
      info.changed,
      info.key ?? null,
      info.key ? intern(info.reads ?? []) : null,
    ];
  return { code: index.code, settings: index.settings, calls: index.calls, assets: index.assets, lists, pages };
}

export async function writeIndex(dir: string, index: SiteIndex): Promise<void> {
  const file = indexFile(dir);
  await writeFile(file, JSON.stringify(stored(index)));
  await remember(file, index);
}

/** The keys and reads of a folder's pages, for the build processes (src/lib/page-reuse.ts). */
export const pageKeys = (index: SiteIndex): PreviousKeys =>
  Object.fromEntries(
    Object.entries(index.pages).flatMap(([file, info]) => (info.key ? [[file, { key: info.key, reads: info.reads ?? [] }]] : [])),
  );
