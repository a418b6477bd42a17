/**
 * A preview's pages that differ from the live site's, as the editors' list shows them: the build
 * worker compares the preview's folder with the live one.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES } from '../../api/lib/locales.ts';
import { readIndex } from './page-index.ts';

/**
 * The path a built page answers at: `de/faq/index.html` → `/de/faq/`; undefined for the 404 pages,
 * which no one previews by their path.
 */
export function pagePath(file: string): string | undefined {
  const rel = file.split(path.sep).join('/');
  if (rel === '404.html' || /(^|\/)404\/index\.html$/.test(rel)) return undefined;
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return `/${rel.slice(0, -'index.html'.length)}`;
  return `/${rel}`;
}

/** Islands' id prefixes count the islands a render started, in the order their data arrived: not what a page shows. */
export const comparable = (html: string) => html.replace(/ prefix="r\d+"/g, ' prefix="r"');

const localeOrder = (p: string) => {
  const m = /^\/([a-z]{2})\//.exec(p);
  const i = m ? LOCALES.indexOf(m[1] as (typeof LOCALES)[number]) : -1;
  return i < 0 ? { locale: 0, rest: p } : { locale: i, rest: p.slice(3) };
};

/** One page after the other in every locale (English first), pages by path. */
export function byPageThenLocale(a: string, b: string): number {
  const [x, y] = [localeOrder(a), localeOrder(b)];
  return x.rest === y.rest ? x.locale - y.locale : x.rest < y.rest ? -1 : 1;
}

/**
 * The pages of the build in `dir` that differ from the live site's in `liveDir` (or that it does not
 * have), as paths. A page the build took over or wrote with the same bytes kept its index entry's
 * time; the others are compared with the live page.
 */
export async function changedPages(dir: string, liveDir: string | undefined): Promise<string[]> {
  const [built, live] = await Promise.all([readIndex(dir), liveDir ? readIndex(liveDir) : undefined]);
  const changed: string[] = [];
  for (const [rel, info] of Object.entries(built.pages)) {
    const url = pagePath(rel);
    if (!url) continue;
    const before = live?.pages[rel];
    if (before && before.changed === info.changed) continue;
    if (before && liveDir) {
      const [now, then] = await Promise.all([
        readFile(path.join(dir, rel), 'utf8'),
        readFile(path.join(liveDir, rel), 'utf8').catch(() => ''),
      ]);
      if (comparable(now) === comparable(then)) continue;
    }
    changed.push(url);
  }
  return changed.sort(byPageThenLocale);
}
