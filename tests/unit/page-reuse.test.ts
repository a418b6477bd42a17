import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageFile } from '../../src/lib/page-reuse.ts';
import { finishBuild } from '../../scripts/lib/finish-build.ts';
import { readIndex } from '../../scripts/lib/page-index.ts';
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
    write(path.join(root, 'src/lib/new.ts'), '');
    expect(await sourceDigest(root)).not.toBe(second);
  });
});
