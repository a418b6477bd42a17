/**
 * Incremental publishing: a page is keyed by what it read. While a page renders, every call it
 * makes is recorded (build-api.ts); its key is a digest of those reads' answers, its own props (the
 * item a product or post page shows) and the build's settings. The next build asks the live page's
 * reads again (once each, however many pages share them): a page whose key comes out the same, built
 * by the same code, is not rendered again. Its getStaticPaths leaves it out, and the finishing step
 * links the live site's file into the new build (scripts/lib/astro-build.ts, finish-build.ts).
 *
 * Each build process reads the live pages' keys and reads from the file named by
 * BUILD_PREVIOUS_KEYS (absent when the code changed or there is no live site: then every page is
 * rendered) and appends what it learnt, as lines of BuildRecords, to the file named by BUILD_KEYS_OUT.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { answerOf, recordingReads } from './build-api.ts';
import { buildSession } from './build-session.ts';

export const PREVIOUS_KEYS_ENV = 'BUILD_PREVIOUS_KEYS';
export const KEYS_OUT_ENV = 'BUILD_KEYS_OUT';

/** A read: the call's key (build-api.ts) and the digest of its answer. */
export type Read = [call: string, digest: string];
/** A page a build rendered: its file in the output folder, its key and its reads. */
export type KeyRecord = [file: string, key: string, reads: Read[]];
/**
 * A line of BUILD_KEYS_OUT: pages rendered and keyed; pages taken over from the live site with
 * their keys (their reads are the live page's, by the key) and the distinct reads they share, once;
 * or the reads a route made to list its pages (or an unkeyed page made to render).
 */
export type BuildRecord =
  { pages: KeyRecord[] } | { taken: Array<[file: string, key: string]>; reads: Read[] } | { route: string; reads: Read[] };
/** What a build process is told of the live site's pages. */
export type PreviousKeys = Record<string, { key: string; reads: string[] }>;

/** What every page's HTML carries besides what it read: the build's settings and the copyright year (a new year renders every page again). */
export function buildSettings(env: NodeJS.ProcessEnv = process.env): string {
  const values = ['SITE_URL', 'PUBLIC_API_BASE', 'PUBLIC_ID_CIPHER_KEY', 'CONTACT_EMAIL', 'PARTNER_URL'].map((name) => env[name] ?? '');
  return createHash('sha256')
    .update(JSON.stringify([values, new Date().getFullYear()]))
    .digest('base64url');
}

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

/** Astro's status pages: written as '404.html' at the root (a locale's 404 page is an ordinary page). */
const STATUS_PAGES = new Set(['404', '500']);

/** The file of the page at a URL path, as `astro build` writes it: '/de/faq/' → 'de/faq/index.html', '/404/' → '404.html'. */
export function fileOfPath(pathname: string): string {
  const parts = decodeURI(pathname).split('/').filter(Boolean);
  return parts.length === 1 && STATUS_PAGES.has(parts[0]) ? `${parts[0]}.html` : [...parts, 'index.html'].join('/');
}

export const digestOf = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(value) ?? 'null')
    .digest('base64url');

const sharedDigests = new WeakMap<object, string>();
/**
 * The digest of an object many pages' props share (a list item that many product pages
 * recommend), made once per object: a props digest that names it by this is made from much less
 * JSON. The object must not change once digested (build data is read, never written).
 */
export function digestShared(value: object): string {
  let digest = sharedDigests.get(value);
  if (digest === undefined) sharedDigests.set(value, (digest = digestOf(value)));
  return digest;
}

/** A page's key: its props, the build's settings and every read with the digest of its answer. */
export function keyOf(props: string, reads: Read[]): string {
  const hash = createHash('sha256')
    .update((buildSession().settings ??= buildSettings()))
    .update('\0')
    .update(props);
  for (const [call, digest] of [...reads].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) hash.update(`\0${call}\0${digest}`);
  return hash.digest('base64url');
}

/** The reads of `calls`, each with the digest of its answer in this build (asked once per build process). */
const readsOf = (calls: string[]): Promise<Read[]> => Promise.all(calls.map(async (call) => [call, (await answerOf(call)).digest] as Read));

function record(line: BuildRecord) {
  const out = process.env[KEYS_OUT_ENV];
  if (out) appendFileSync(out, `${JSON.stringify(line)}\n`);
}

const previousKeys = (): PreviousKeys => {
  const file = process.env[PREVIOUS_KEYS_ENV];
  return (buildSession().previous ??= file ? (JSON.parse(readFileSync(file, 'utf8')) as PreviousKeys) : {});
};

interface PagePath {
  params: Record<string, string | undefined>;
  props: object;
}

/**
 * getStaticPaths of the route at `route` ('/[...lang]/products/[slug]', its path under src/pages):
 * lists its pages with `list` (its reads recorded as the route's) and answers those to render, i.e.
 * those the live site has no page of with the same key, read again now. Records the pages taken over.
 */
export async function keyedPaths<P extends PagePath>(
  route: string,
  list: () => Promise<P[]>,
  propsDigest: (props: P['props']) => string = digestOf,
): Promise<P[]> {
  const t0 = performance.now();
  const { result: paths, reads } = await recordingReads(list);
  record({ route, reads: await readsOf(reads) });
  const t1 = performance.now();
  const live = previousKeys();
  const render: P[] = [];
  const taken: Array<[string, string]> = [];
  const takenReads = new Map<string, string>();
  await Promise.all(
    paths.map(async (path) => {
      const file = pageFile(route, path.params);
      const props = propsDigest(path.props);
      const before = live[file];
      // A read that fails now (what it read is gone) renders the page, which then shows the change or fails the build.
      const reads = before && (await readsOf(before.reads).catch(() => undefined));
      if (before && reads && keyOf(props, reads) === before.key) {
        for (const [call, digest] of reads) takenReads.set(call, digest);
        return taken.push([file, before.key]);
      }
      buildSession().toRender.set(file, props);
      render.push(path);
    }),
  );
  if (taken.length) record({ taken, reads: [...takenReads] });
  // For the build's log (the parent counts pages from the records).
  if (taken.length)
    console.log(
      `[reuse] ${route}: ${taken.length} unchanged pages taken from the live site (listed in ${(t1 - t0).toFixed(0)} ms, keyed in ${(performance.now() - t1).toFixed(0)} ms)`,
    );
  return render;
}

/**
 * Renders a page while recording its reads (the middleware calls it with the page's render), then
 * records its key. Pages no getStaticPaths keyed (the 404 pages) are rendered every time.
 */
export async function renderKeyed<T>(pathname: string, render: () => Promise<T>): Promise<T> {
  const file = fileOfPath(pathname);
  const props = buildSession().toRender.get(file);
  const { result, reads } = await recordingReads(render);
  const withDigests = await readsOf(reads);
  // An unkeyed page's reads are the build's all the same: when none changed, the page did not either.
  if (props === undefined) record({ route: file, reads: withDigests });
  else record({ pages: [[file, keyOf(props, withDigests), withDigests]] });
  return result;
}
