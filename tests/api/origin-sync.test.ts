import { createHash } from 'node:crypto';
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.ts';
import { bucketTarget, directoryTarget, MANIFEST, syncToOrigin, type OriginTarget } from '../../api/modules/publish/origin-sync.ts';

/**
 * Syncing the live build to a CDN origin: build folders made by hand in a temporary folder (one
 * per "publish", unchanged files hard-linked from the one before as real publishes do, the site
 * reached through a link), synced to a directory target and to a bucket on an in-process S3
 * stand-in (s3rver). The publisher's hook is tested with real builds in publish.test.ts.
 */

const quiet = { info: () => {}, warn: () => {} };
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const page = (title: string, assets: string[]) =>
  `<!doctype html><title>${title}</title>${assets.map((a) => `<script type="module" src="/${a}"></script>`).join('')}<main>${title.repeat(80)}</main>`;

/** The site's files: relative path to content. */
type Files = Record<string, string | Buffer>;
const FIRST: Files = {
  'index.html': page('home', ['_astro/app.A1.js', '_astro/site.A1.css']),
  'index.html.br': Buffer.from([1, 2, 3]),
  'index.html.gz': Buffer.from([4, 5, 6]),
  'about/index.html': page('about', ['_astro/app.A1.js']),
  'products/tea/index.html': page('tea', ['_astro/app.A1.js']),
  '_astro/app.A1.js': 'console.log("app")',
  '_astro/site.A1.css': 'body{color:red}',
  '_astro/site.A1.css.br': Buffer.from([7, 8]),
  'js/old.X1.js': 'console.log("old")',
  'images/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255, 13, 10]),
  _headers: '/*\n  X-Frame-Options: DENY\n',
  'sitemap.xml': '<urlset><url><loc>/</loc></url></urlset>',
  'robots.txt': 'Sitemap: /sitemap.xml\n',
  '.well-known/security.txt': 'Contact: mailto:security@mooli.example\n',
  '.build-bookkeeping.json': '{}',
};

let tmp: string;
let n = 0;
/** A scratch folder for one test: builds under builds/, the site link `dist`, the origin. */
function scratch() {
  const root = path.join(tmp, String(++n));
  mkdirSync(path.join(root, 'builds'), { recursive: true });
  return { root, link: path.join(root, 'dist'), origin: path.join(root, 'origin'), builds: path.join(root, 'builds') };
}

/**
 * Writes build folder `id` with `files`, hard-linking those with the same bytes as in `previous`
 * (as a publish takes over unchanged pages), and points the link at it. Bookkeeping beside it too.
 */
function build(s: ReturnType<typeof scratch>, id: number, files: Files, previous?: { id: number; files: Files }): string {
  const dir = path.join(s.builds, String(id));
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    const before = previous?.files[rel];
    if (before !== undefined && Buffer.from(before).equals(Buffer.from(content)))
      linkSync(path.join(s.builds, String(previous!.id), rel), file);
    else writeFileSync(file, content);
  }
  writeFileSync(path.join(s.builds, `.${id}.hashes.json`), '{}');
  rmSync(s.link, { force: true });
  symlinkSync(dir, s.link, 'dir');
  return dir;
}

/** What the site is: its files but the dot-files (bookkeeping), `.well-known/` kept. */
const siteOf = (files: Files) =>
  Object.fromEntries(Object.entries(files).filter(([rel]) => !rel.startsWith('.') || rel.startsWith('.well-known/')));

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();

/** The origin folder holds exactly `files` (byte for byte) and the manifest, which vouches for each. */
function expectOriginIs(origin: string, files: Files) {
  const site = siteOf(files);
  expect(filesUnder(origin)).toEqual([...Object.keys(site), MANIFEST].sort());
  for (const [rel, content] of Object.entries(site))
    expect(readFileSync(path.join(origin, rel)).equals(Buffer.from(content)), rel).toBe(true);
  const manifest = JSON.parse(readFileSync(path.join(origin, MANIFEST), 'utf8')) as { files: Record<string, string> };
  expect(manifest.files).toEqual(Object.fromEntries(Object.entries(site).map(([rel, content]) => [rel, sha(Buffer.from(content))])));
}

/** The second build: the home page changed (to a new script), one asset added, one removed (the only file of js/), the sitemap changed. */
const SECOND: Files = {
  ...FIRST,
  'index.html': page('home 2', ['_astro/app.B2.js', '_astro/site.A1.css']),
  '_astro/app.B2.js': 'console.log("app 2")',
  'sitemap.xml': '<urlset><url><loc>/</loc><lastmod>2026-11-27</lastmod></url></urlset>',
};
delete SECOND['js/old.X1.js'];

type Op = { op: 'put' | 'delete'; key: string };
/** The directory target, recording each call; `fail` makes a put throw (before it reaches the folder). */
function recorder(origin: string, fail?: (put: number, key: string) => boolean) {
  const inner = directoryTarget(origin);
  const ops: Op[] = [];
  let puts = 0;
  const target: OriginTarget = {
    ...inner,
    async put(key, body, meta) {
      if (fail?.(++puts, key)) throw new Error(`the origin refused ${key}`);
      ops.push({ op: 'put', key });
      // A page goes up only when every asset it links to is already there.
      if (key.endsWith('.html')) {
        for (const [, asset] of body.toString('utf8').matchAll(/"\/(_astro\/[^"]+)"/g))
          expect(existsSync(path.join(origin, asset)), `${key} → ${asset}`).toBe(true);
      }
      await inner.put(key, body, meta);
    },
    async delete(key) {
      ops.push({ op: 'delete', key });
      await inner.delete(key);
    },
  };
  return { target, ops };
}

beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'mooli-origin-'));
});
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

describe('syncing the live build to a directory origin', () => {
  it('copies every file of the first build byte for byte, skips the bookkeeping and writes the manifest', async () => {
    const s = scratch();
    build(s, 1, FIRST);
    const result = await syncToOrigin(s.link, directoryTarget(s.origin), quiet);
    const site = siteOf(FIRST);
    expect(result).toMatchObject({ uploaded: Object.keys(site).length, deleted: 0, unchanged: 0 });
    expectOriginIs(s.origin, FIRST);
    expect(existsSync(path.join(s.origin, '.build-bookkeeping.json'))).toBe(false);

    // Nothing changed: nothing is written, not even the manifest.
    const manifestTime = statSync(path.join(s.origin, MANIFEST)).mtimeMs;
    expect(await syncToOrigin(s.link, directoryTarget(s.origin), quiet)).toMatchObject({
      uploaded: 0,
      deleted: 0,
      unchanged: Object.keys(site).length,
    });
    expect(statSync(path.join(s.origin, MANIFEST)).mtimeMs).toBe(manifestTime);
  });

  it('then uploads only what changed, deletes what the build dropped (and its empty folder) and leaves the rest untouched', async () => {
    const s = scratch();
    build(s, 1, FIRST);
    await syncToOrigin(s.link, directoryTarget(s.origin), quiet);
    const before = new Map(filesUnder(s.origin).map((rel) => [rel, statSync(path.join(s.origin, rel))]));
    await new Promise((resolve) => setTimeout(resolve, 20)); // a rewrite would show in the times

    build(s, 2, SECOND, { id: 1, files: FIRST });
    const { target, ops } = recorder(s.origin);
    const result = await syncToOrigin(s.link, target, quiet);
    expect(result).toMatchObject({ uploaded: 3, deleted: 1, unchanged: Object.keys(siteOf(SECOND)).length - 3 });
    expect(ops.filter((o) => o.key !== MANIFEST)).toEqual([
      { op: 'put', key: '_astro/app.B2.js' },
      { op: 'put', key: 'index.html' },
      { op: 'put', key: 'sitemap.xml' },
      { op: 'delete', key: 'js/old.X1.js' },
    ]);
    expectOriginIs(s.origin, SECOND);
    expect(existsSync(path.join(s.origin, 'js'))).toBe(false);
    for (const rel of Object.keys(siteOf(SECOND))) {
      // A replaced file is a new one renamed over the old (a reader never sees half of it): a new inode.
      if (['index.html', 'sitemap.xml'].includes(rel)) expect(statSync(path.join(s.origin, rel)).ino, rel).not.toBe(before.get(rel)!.ino);
      if (['index.html', '_astro/app.B2.js', 'sitemap.xml'].includes(rel)) continue;
      const now = statSync(path.join(s.origin, rel));
      expect([now.ino, now.mtimeMs], rel).toEqual([before.get(rel)!.ino, before.get(rel)!.mtimeMs]);
    }
  });

  it('puts assets before pages, pages before sitemap and headers, deletes after every upload and the manifest last', async () => {
    const s = scratch();
    // The first sync to an empty origin: every page's assets must already be there when it goes up.
    build(s, 1, FIRST);
    const first = recorder(s.origin);
    await syncToOrigin(s.link, first.target, quiet);
    build(s, 2, SECOND, { id: 1, files: FIRST });
    const second = recorder(s.origin);
    await syncToOrigin(s.link, second.target, quiet);

    // Ranks in the order the calls must come: the manifest may go first (taking back what it
    // vouched for, see below) and goes last; assets, pages, sitemap and headers, deletions between.
    const rank = ({ op, key }: Op, i: number) =>
      key === MANIFEST
        ? i === 0
          ? 0
          : 5
        : op === 'delete'
          ? 4
          : /\.html(\.br|\.gz)?$/.test(key)
            ? 2
            : /^(sitemap\.xml|robots\.txt|_headers)/.test(key)
              ? 3
              : 1;
    for (const { ops } of [first, second]) {
      const ranks = ops.map(rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(ranks.filter((r) => r === 5)).toHaveLength(1);
      expect(ranks.at(-1)).toBe(5);
    }
    expect(first.ops.map(rank)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(second.ops.map(rank)).toEqual(expect.arrayContaining([1, 2, 3, 4]));
  });

  it('after a failure midway, never vouches for content the origin does not have, and the next sync completes it', async () => {
    const s = scratch();
    build(s, 1, FIRST);
    await syncToOrigin(s.link, directoryTarget(s.origin), quiet);

    // The third put fails (the first takes the changed files out of the manifest, the second is the
    // new script): the home page's new script went up, the page itself did not.
    build(s, 2, SECOND, { id: 1, files: FIRST });
    const failing = recorder(s.origin, (put, key) => key !== MANIFEST && put >= 3);
    await expect(syncToOrigin(s.link, failing.target, quiet)).rejects.toThrow(/the origin refused/);
    const manifest = JSON.parse(readFileSync(path.join(s.origin, MANIFEST), 'utf8')) as { files: Record<string, string> };
    expect(Object.keys(manifest.files).length).toBeGreaterThan(0);
    for (const [rel, hash] of Object.entries(manifest.files)) expect(sha(readFileSync(path.join(s.origin, rel))), rel).toBe(hash);
    expect(existsSync(path.join(s.origin, 'js/old.X1.js'))).toBe(true); // nothing deleted before every upload succeeded

    // The next sync of the same build uploads what is missing and ends complete.
    const again = await syncToOrigin(s.link, directoryTarget(s.origin), quiet);
    expect(again.deleted).toBe(1);
    expectOriginIs(s.origin, SECOND);

    // A failure after the pages went up, then a build that goes back to the first one's pages:
    // the pages the failed sync overwrote are put back, though the first manifest had their hashes.
    const t = scratch();
    build(t, 1, FIRST);
    await syncToOrigin(t.link, directoryTarget(t.origin), quiet);
    build(t, 2, SECOND, { id: 1, files: FIRST });
    const late = recorder(t.origin, (_put, key) => key === 'sitemap.xml');
    await expect(syncToOrigin(t.link, late.target, quiet)).rejects.toThrow(/the origin refused/);
    expect(readFileSync(path.join(t.origin, 'index.html'), 'utf8')).toBe(SECOND['index.html']);
    build(t, 3, FIRST, { id: 2, files: SECOND });
    await syncToOrigin(t.link, directoryTarget(t.origin), quiet);
    expectOriginIs(t.origin, FIRST);
  });

  it('uploads everything again when the manifest is missing or unreadable, and deletes what the folder has beyond the build', async () => {
    const s = scratch();
    build(s, 1, FIRST);
    await syncToOrigin(s.link, directoryTarget(s.origin), quiet);
    writeFileSync(path.join(s.origin, MANIFEST), 'not json');
    mkdirSync(path.join(s.origin, 'stray'));
    writeFileSync(path.join(s.origin, 'stray/page.html'), 'left by hand');
    const result = await syncToOrigin(s.link, directoryTarget(s.origin), quiet);
    expect(result).toMatchObject({ uploaded: Object.keys(siteOf(FIRST)).length, deleted: 1, unchanged: 0 });
    expectOriginIs(s.origin, FIRST);

    unlinkSync(path.join(s.origin, MANIFEST));
    unlinkSync(path.join(s.origin, 'about/index.html'));
    expect(await syncToOrigin(s.link, directoryTarget(s.origin), quiet)).toMatchObject({ uploaded: Object.keys(siteOf(FIRST)).length });
    expectOriginIs(s.origin, FIRST);
  });
});

describe('an S3-compatible bucket origin (s3rver, in process)', () => {
  let server: S3rver;
  let endpoint: string;
  let s3: S3Client;

  beforeAll(async () => {
    mkdirSync(path.join(tmp, 's3'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(tmp, 's3'),
      configureBuckets: [{ name: 'shop', configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    // Credentials the SDK's standard way (s3rver's own pair).
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
    s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true });
  });
  afterAll(async () => {
    s3?.destroy();
    await server?.close();
    vi.unstubAllEnvs();
  });

  it('puts, lists, reads and deletes keys under its prefix', async () => {
    const target = await bucketTarget({ bucket: 'shop', prefix: '/unit/', endpoint, region: 'us-east-1' });
    await target.put('a/index.html', Buffer.from('<p>a</p>'), { contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' });
    await target.put('b.js', Buffer.from('b'), { contentType: 'text/javascript', cacheControl: 'no-cache' });
    expect((await target.list()).sort()).toEqual(['a/index.html', 'b.js']);
    expect((await target.read('a/index.html'))?.toString()).toBe('<p>a</p>');
    expect(await target.read('missing')).toBeUndefined();
    await target.delete('b.js');
    expect(await target.list()).toEqual(['a/index.html']);
    const head = await s3.send(new HeadObjectCommand({ Bucket: 'shop', Key: 'unit/a/index.html' }));
    expect(head.ContentType).toBe('text/html; charset=utf-8');
  });

  it('syncs builds with content types and cache lifetimes, then only the changes', async () => {
    const s = scratch();
    const target = await bucketTarget({ bucket: 'shop', prefix: 'site', endpoint, region: 'us-east-1' });
    build(s, 1, FIRST);
    expect(await syncToOrigin(s.link, target, quiet)).toMatchObject({ uploaded: Object.keys(siteOf(FIRST)).length, deleted: 0 });
    expect((await target.list()).sort()).toEqual([...Object.keys(siteOf(FIRST)), MANIFEST].sort());
    for (const [rel, content] of Object.entries(siteOf(FIRST)))
      expect((await target.read(rel))?.equals(Buffer.from(content)), rel).toBe(true);

    const head = (key: string) => s3.send(new HeadObjectCommand({ Bucket: 'shop', Key: `site/${key}` }));
    expect(await head('_astro/site.A1.css.br')).toMatchObject({
      ContentType: 'text/css; charset=utf-8',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect((await head('_astro/site.A1.css.br')).ContentEncoding).toBeUndefined();
    expect(await head('js/old.X1.js')).toMatchObject({ CacheControl: 'public, max-age=31536000, immutable' });
    expect(await head('index.html.gz')).toMatchObject({
      ContentType: 'text/html; charset=utf-8',
      CacheControl: 'public, max-age=0, must-revalidate',
    });
    expect(await head('images/logo.png')).toMatchObject({ ContentType: 'image/png', CacheControl: 'public, max-age=0, must-revalidate' });
    expect(await head('_headers')).toMatchObject({ ContentType: 'text/plain; charset=utf-8' });

    build(s, 2, SECOND, { id: 1, files: FIRST });
    expect(await syncToOrigin(s.link, target, quiet)).toMatchObject({ uploaded: 3, deleted: 1 });
    expect((await target.list()).sort()).toEqual([...Object.keys(siteOf(SECOND)), MANIFEST].sort());
    expect((await target.read('index.html'))?.toString()).toBe(SECOND['index.html']);

    // An object gone behind the sync's back is put back, though the manifest still lists it.
    await s3.send(new DeleteObjectCommand({ Bucket: 'shop', Key: 'site/about/index.html' }));
    expect(await syncToOrigin(s.link, target, quiet)).toMatchObject({ uploaded: 1, deleted: 0 });
    expect((await target.read('about/index.html'))?.toString()).toBe(SECOND['about/index.html']);
  });
});

describe('configuration', () => {
  it('refuses a folder and a bucket at once, and bucket settings without a bucket', () => {
    expect(() => loadConfig({ ORIGIN_DIR: '/srv/origin', ORIGIN_S3_BUCKET: 'shop' })).toThrow(ConfigError);
    expect(() => loadConfig({ ORIGIN_DIR: '/srv/origin', ORIGIN_S3_BUCKET: 'shop' })).toThrow(
      /ORIGIN_DIR: and ORIGIN_S3_BUCKET are both set/,
    );
    expect(() => loadConfig({ ORIGIN_S3_PREFIX: 'site/' })).toThrow(/ORIGIN_S3_PREFIX: is set but ORIGIN_S3_BUCKET is not/);
    expect(loadConfig({ ORIGIN_S3_BUCKET: 'shop', ORIGIN_S3_ENDPOINT: 'http://127.0.0.1:9000' }).ORIGIN_S3_BUCKET).toBe('shop');
  });
});
