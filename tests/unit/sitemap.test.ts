import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../api/lib/locales.ts';
import { pageOfFile, robotsTxt, sitemapFiles, writeSitemapAndRobots, type BuiltPage } from '../../scripts/lib/sitemap.ts';

const SITE = 'https://shop.example.com';
const page = (html = '<title>x</title>') => `<!doctype html><html><head>${html}</head><body></body></html>`;
const NOINDEX = '<meta name="robots" content="noindex">';

/** A small build: public pages in every locale, a product and a blog post, and the pages that must stay out. */
const FILES: Record<string, string> = {
  'index.html': page(),
  '404.html': page(NOINDEX),
  'shop/index.html': page(),
  'user-map/index.html': page(),
  'user-review/index.html': page(),
  'products/rose-toy-classic/index.html': page(),
  'blog-detail/7/index.html': page(),
  'user/index.html': page(NOINDEX),
  'user/order/detail/index.html': page(NOINDEX),
  'shopping-cart/index.html': page(NOINDEX),
  'payment-success/index.html': page(NOINDEX),
  'payment-error/index.html': page(NOINDEX),
  'error/index.html': page(),
  'only-noindex/index.html': page(NOINDEX),
  'js/app.js': 'x',
};

let dir: string;
let xml: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mooli-sitemap-'));
  for (const locale of LOCALES) {
    for (const [file, html] of Object.entries(FILES)) {
      if (file === '404.html' && locale !== 'en') continue;
      const target = path.join(dir, locale === 'en' ? '' : locale, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, html);
    }
    if (locale !== 'en') {
      mkdirSync(path.join(dir, locale, '404'), { recursive: true });
      writeFileSync(path.join(dir, locale, '404/index.html'), page(NOINDEX));
    }
  }
  await writeSitemapAndRobots(dir, SITE);
  xml = readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const locs = (text: string) => [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap.xml of the built site', () => {
  it('lists every public page in every locale once', () => {
    const expected = ['/', '/shop/', '/user-map/', '/user-review/', '/products/rose-toy-classic/', '/blog-detail/7/'].flatMap((p) =>
      LOCALES.map((l) => `${SITE}${l === 'en' ? '' : `/${l}`}${p}`),
    );
    expect(locs(xml).sort()).toEqual(expected.sort());
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/);
  });

  it('leaves out sign-in pages, cart, payment results, /error, the not-found pages and noindex pages', () => {
    for (const hidden of [
      '/user/',
      '/user/order/detail/',
      '/shopping-cart/',
      '/payment-success/',
      '/payment-error/',
      '/error/',
      '/404',
      'only-noindex',
    ]) {
      expect(xml, hidden).not.toContain(hidden);
    }
  });

  it('gives each URL its lastmod and every language version with x-default', () => {
    const entry = xml.split('<url>').find((u) => u.includes(`<loc>${SITE}/de/products/rose-toy-classic/</loc>`))!;
    expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z<\/lastmod>/);
    for (const l of LOCALES) {
      const href = `${SITE}${l === 'en' ? '' : `/${l}`}/products/rose-toy-classic/`;
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="${l}" href="${href}"/>`);
    }
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/products/rose-toy-classic/"/>`);
  });

  it('splits into parts under a sitemap index beyond the URL limit', () => {
    const pages: BuiltPage[] = ['/a', '/b', '/c'].map((p) => ({ path: p, locale: 'en', lastmod: new Date(0).toISOString() }));
    const files = sitemapFiles(pages, SITE, new Date(0), 2);
    expect(Object.keys(files).sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap.xml']);
    expect(files['sitemap.xml']).toContain('<sitemapindex');
    expect(locs(files['sitemap.xml'])).toEqual([`${SITE}/sitemap-1.xml`, `${SITE}/sitemap-2.xml`]);
    expect([...locs(files['sitemap-1.xml']), ...locs(files['sitemap-2.xml'])]).toEqual([`${SITE}/a/`, `${SITE}/b/`, `${SITE}/c/`]);
  });

  it('knows a built file by its path', () => {
    expect(pageOfFile('index.html')).toEqual({ path: '/', locale: 'en' });
    expect(pageOfFile('ja/index.html')).toEqual({ path: '/', locale: 'ja' });
    expect(pageOfFile('pt/products/x/index.html')).toEqual({ path: '/products/x', locale: 'pt' });
    expect(pageOfFile('404.html')).toBeNull();
  });
});

describe('robots.txt', () => {
  it('is written beside the sitemap for the public origin', () => {
    expect(readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toBe(robotsTxt(SITE));
  });

  it('allows the shop, keeps crawlers out of private areas in every locale, and names the sitemap', () => {
    const robots = robotsTxt(SITE);
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/m);
    expect(robots).toContain('Disallow: /api/');
    for (const p of ['', ...LOCALES.filter((l) => l !== 'en').map((l) => `/${l}`)]) {
      for (const rule of ['/user$', '/user/', '/shopping-cart', '/payment-', '/editor'])
        expect(robots).toContain(`Disallow: ${p}${rule}\n`);
    }
    // /user-map and /user-review are public: no rule is a bare prefix of them.
    const rules = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]);
    for (const open of ['/user-map/', '/de/user-review/', '/shop/']) {
      expect(rules.filter((r) => !r.endsWith('$') && open.startsWith(r))).toEqual([]);
    }
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
