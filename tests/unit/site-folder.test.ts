import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PREVIEWS_KEPT } from '../../api/modules/publish/preview.ts';
import { byPageThenLocale, pagePath } from '../../scripts/lib/preview-pages.ts';
import { SiteFolder } from '../../api/modules/publish/site-folder.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('site folder', () => {
  it('keeps the live build, the one named to keep and the newest previews; removes the rest with their indexes', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mooli-folder-'));
    const folder = new SiteFolder(path.join(dir, 'dist'));
    const make = (name: string) => {
      mkdirSync(path.join(folder.buildsDir, name), { recursive: true });
      writeFileSync(path.join(folder.buildsDir, `.${name}.hashes.json`), '{}');
    };
    for (const name of ['7', '8', '9', ...[1, 2, 3, 4, 10].map((id) => `preview-${id}`)]) make(name);
    symlinkSync(path.join(folder.buildsDir, '9'), folder.siteDir);
    await folder.prune([path.join(folder.buildsDir, '8')]);
    const kept = ['8', '9', 'preview-10', 'preview-4', 'preview-3'];
    expect(kept).toHaveLength(2 + PREVIEWS_KEPT);
    for (const name of ['7', 'preview-1', 'preview-2', ...kept]) {
      expect(existsSync(path.join(folder.buildsDir, name)), name).toBe(kept.includes(name));
      expect(existsSync(path.join(folder.buildsDir, `.${name}.hashes.json`)), name).toBe(kept.includes(name));
    }
  });
});

describe('preview pages', () => {
  it('names a built page by the path it answers at, leaving out the 404 pages', () => {
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('de/index.html')).toBe('/de/');
    expect(pagePath('de/products/rose-toy/index.html')).toBe('/de/products/rose-toy/');
    expect(pagePath('sitemap.html')).toBe('/sitemap.html');
    expect(pagePath('404.html')).toBeUndefined();
    expect(pagePath('ja/404/index.html')).toBeUndefined();
  });

  it('lists a page in every locale together, English first', () => {
    const pages = ['/de/faq/', '/faq/', '/ja/', '/', '/pt/faq/', '/blog/a/'];
    expect(pages.sort(byPageThenLocale)).toEqual(['/', '/ja/', '/blog/a/', '/faq/', '/de/faq/', '/pt/faq/']);
  });
});
