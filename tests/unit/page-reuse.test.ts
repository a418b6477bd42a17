import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageShard } from '../../api/modules/build/shards.ts';
import { LOCALES } from '../../api/lib/locales.ts';
import { productPropsDigest, type ProductPageProps } from '../../src/lib/build-data.ts';
import { fileOfPath, pageFile } from '../../src/lib/page-reuse.ts';
import { finishBuild } from '../../scripts/lib/finish-build.ts';
import { indexFile, readIndex, writeIndex, type SiteIndex } from '../../scripts/lib/page-index.ts';
import { sourceDigest } from '../../scripts/lib/source-digest.ts';

const page = (text: string) =>
  `<!doctype html><html><head><title>${text}</title></head><body>${'<p>Kindly made.</p>'.repeat(100)}</body></html>`;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};

let roots: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mooli-reuse-'));
  roots.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of roots) rmSync(dir, { recursive: true, force: true });
  roots = [];
});

describe('page files', () => {
  it('fills the route with the params, English without a prefix', () => {
    expect(pageFile('/[...lang]/products/[slug]', { slug: 'rose' })).toBe('products/rose/index.html');
    expect(pageFile('/[...lang]/products/[slug]', { lang: 'de', slug: 'rose' })).toBe('de/products/rose/index.html');
    expect(pageFile('/[...lang]', { lang: 'ja' })).toBe('ja/index.html');
    expect(pageFile('/[...lang]', {})).toBe('index.html');
  });

  it("finds a page's file from its address as astro build writes it, the site's 404 page beside the folders", () => {
    expect(fileOfPath('/de/faq/')).toBe('de/faq/index.html');
    expect(fileOfPath('/')).toBe('index.html');
    expect(fileOfPath('/404/')).toBe('404.html');
    expect(fileOfPath('/de/404/')).toBe('de/404/index.html');
  });
});

describe('taking unchanged pages over', () => {
  it('links the live page and its compressed copies into the new build, and keeps what was learnt of it', async () => {
    const root = scratch();
    const live = path.join(root, 'live');
    const next = path.join(root, 'next');
    write(path.join(live, 'faq/index.html'), page('FAQ'));
    write(path.join(live, 'shop/index.html'), page('Shop'));
    const keys = new Map([['faq/index.html', { key: 'k1', reads: [], reused: false }]]);
    await finishBuild(live, {}, { keys, code: 'c1' });
    expect(statSync(path.join(live, 'faq/index.html.br')).isFile()).toBe(true);

    write(path.join(next, 'shop/index.html'), page('Shop, new'));
    await finishBuild(
      next,
      {},
      { previousDir: live, keys: new Map([['faq/index.html', { key: 'k1', reads: [], reused: true }]]), code: 'c1' },
    );
    for (const file of ['faq/index.html', 'faq/index.html.br', 'faq/index.html.gz'])
      expect(statSync(path.join(next, file)).ino).toBe(statSync(path.join(live, file)).ino);
    const index = await readIndex(next);
    expect(index.code).toBe('c1');
    expect(index.pages['faq/index.html']).toEqual((await readIndex(live)).pages['faq/index.html']);
    expect(index.pages['shop/index.html'].key).toBeUndefined();
    expect(readFileSync(path.join(next, 'sitemap.xml'), 'utf8')).toContain('/faq/');
  });

  it('fails a build whose keyed page was not written, or whose live page has another key', async () => {
    const root = scratch();
    const live = path.join(root, 'live');
    write(path.join(live, 'faq/index.html'), page('FAQ'));
    await expect(finishBuild(live, {}, { keys: new Map([['quiz/index.html', { key: 'k', reads: [], reused: false }]]) })).rejects.toThrow(
      /keyed pages not written .*quiz\/index\.html/,
    );
    await finishBuild(live, {}, { keys: new Map([['faq/index.html', { key: 'k1', reads: [], reused: false }]]) });
    const next = path.join(root, 'next');
    mkdirSync(next);
    await expect(
      finishBuild(next, {}, { previousDir: live, keys: new Map([['faq/index.html', { key: 'k2', reads: [], reused: true }]]) }),
    ).rejects.toThrow(/no page with its key/);
  });
});

describe('a build of pages only (kept renderers)', () => {
  it("takes the live site's scripts, styles and public files, and writes its own sitemap and headers beside them", async () => {
    const root = scratch();
    const live = path.join(root, 'live');
    const next = path.join(root, 'next');
    const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
    write(path.join(live, 'faq/index.html'), page('FAQ'));
    write(path.join(live, '404.html'), page('Not found'));
    write(path.join(live, 'js/app.abc.js'), script);
    write(path.join(live, 'favicon.svg'), '<svg/>');
    const faq = { key: 'k1', reads: [], reused: false };
    await finishBuild(live, {}, { keys: new Map([['faq/index.html', faq]]), unkeyed: new Set(['404.html']), code: 'c1' });
    expect((await readIndex(live)).assets.sort()).toEqual(['favicon.svg', 'js/app.abc.js']);

    // The next build rendered the 404 page only; the FAQ page is taken over, and so is every asset.
    write(path.join(next, '404.html'), page('Not found, again'));
    await finishBuild(
      next,
      {},
      {
        previousDir: live,
        keys: new Map([['faq/index.html', { ...faq, reused: true }]]),
        unkeyed: new Set(['404.html']),
        code: 'c1',
        assetsFromPrevious: true,
      },
    );
    for (const file of ['js/app.abc.js', 'js/app.abc.js.br', 'js/app.abc.js.gz', 'favicon.svg', 'faq/index.html'])
      expect(statSync(path.join(next, file)).ino).toBe(statSync(path.join(live, file)).ino);
    // What the finishing step writes is the new build's own: writing it never touched the live site's.
    for (const file of ['sitemap.xml', 'robots.txt', '_headers'])
      expect(statSync(path.join(next, file)).ino).not.toBe(statSync(path.join(live, file)).ino);
    expect((await readIndex(next)).assets.sort()).toEqual(['favicon.svg', 'js/app.abc.js']);
    expect(readFileSync(path.join(next, '404.html'), 'utf8')).toContain('again');
  });
});

describe('the source digest', () => {
  it('changes with any source file, and only then', async () => {
    const root = scratch();
    write(path.join(root, 'src/pages/index.astro'), '<h1>Hello</h1>');
    write(path.join(root, 'i18n/en.json'), '{}');
    const first = await sourceDigest(root);
    expect(await sourceDigest(root)).toBe(first);
    write(path.join(root, 'i18n/en.json'), '{"a":"b"}');
    const second = await sourceDigest(root);
    expect(second).not.toBe(first);
    write(path.join(root, 'src/lib/new.ts'), 'a');
    const third = await sourceDigest(root);
    expect(third).not.toBe(second);
    // Same size, other bytes: written again, so its time tells the digest to read it.
    write(path.join(root, 'src/lib/new.ts'), 'b');
    expect(await sourceDigest(root)).not.toBe(third);
  });
});

describe("a product page's props digest", () => {
  const item = (id: number, name: string) => ({ id, product_name: name });
  // The API's digest of the page's product, reviews and solved problems (GET /build/product-pages).
  const page = (recommended: Array<ReturnType<typeof item>>, digest = 'rose-1') =>
    ({ digest, product: { id: 1, product_name: 'Rose' }, recommended, country: 'US' }) as unknown as ProductPageProps;

  it('changes with the page, with what it recommends and with the language, and not with shared objects or copies of them', () => {
    const shared = item(2, 'Wand');
    const digest = productPropsDigest({ locale: 'de', page: page([shared]) });
    expect(productPropsDigest({ locale: 'de', page: page([shared]) })).toBe(digest);
    expect(productPropsDigest({ locale: 'de', page: page([item(2, 'Wand')]) })).toBe(digest);
    expect(productPropsDigest({ locale: 'de', page: page([item(2, 'Zauberstab')]) })).not.toBe(digest);
    expect(productPropsDigest({ locale: 'de', page: page([item(3, 'Wand')]) })).not.toBe(digest);
    expect(productPropsDigest({ locale: 'de', page: page([]) })).not.toBe(digest);
    expect(productPropsDigest({ locale: 'fr', page: page([shared]) })).not.toBe(digest);
    expect(productPropsDigest({ locale: 'de', page: { ...page([shared]), country: 'DE' } })).not.toBe(digest);
    expect(productPropsDigest({ locale: 'de', page: page([shared], 'rose-2') })).not.toBe(digest);
  });
});

describe("the build processes' shares of item pages", () => {
  it('spread the pages of ids that run in steps (a category made in turn), and each item over the processes', () => {
    for (const step of [1, 2, 3, 4]) {
      const ids = Array.from({ length: 200 }, (_, i) => 1 + i * step);
      const first = ids.filter((id) => pageShard(id, 'de', 2) === 0).length;
      expect(first).toBeGreaterThan(70);
      expect(first).toBeLessThan(130);
    }
    // One product's eight pages are not all in one process.
    for (const id of [1, 2, 3, 10, 100]) expect(new Set(LOCALES.map((l) => pageShard(id, l, 2))).size).toBe(2);
    expect(LOCALES.every((l) => pageShard(7, l, 3) < 3)).toBe(true);
  });
});

describe("a build's index", () => {
  it('keeps each list of scripts, styles and reads once, reads back as written, and reads the older layout', async () => {
    const dir = path.join(scratch(), 'build');
    mkdirSync(dir);
    const [scripts, reads] = [
      ['sha256-a', 'sha256-b'],
      ['GET /faq/list en null', 'GET /country/getList en null'],
    ];
    const index: SiteIndex = {
      code: 'code',
      settings: 'settings',
      calls: { 'GET /faq/list en null': 'digest' },
      assets: ['js/app.js'],
      pages: {
        'faq/index.html': { scripts, styles: [], noindex: false, changed: '2026-12-01T00:00:00.000Z', key: 'k1', reads },
        'de/faq/index.html': {
          scripts: [...scripts],
          styles: [],
          noindex: false,
          changed: '2026-12-01T00:00:00.000Z',
          key: 'k2',
          reads: [...reads],
        },
        '404.html': { scripts, styles: ['sha256-s'], noindex: true, changed: '2026-11-30T00:00:00.000Z' },
      },
    };
    await writeIndex(dir, index);
    const text = readFileSync(indexFile(dir), 'utf8');
    expect(text.split('sha256-a').length - 1).toBe(1);
    expect(text.split('GET /country/getList en null').length - 1).toBe(1);
    // Read from the file (a new time on it: not the copy this process kept of what it wrote).
    utimesSync(indexFile(dir), new Date(), new Date(Date.now() - 60_000));
    expect(await readIndex(dir)).toEqual(index);
    // An index written before the lists were kept once (each page an object) reads as it was.
    writeFileSync(indexFile(dir), JSON.stringify(index));
    expect(await readIndex(dir)).toEqual(index);
  });
});
