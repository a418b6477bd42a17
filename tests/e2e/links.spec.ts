import { expect, test, type APIRequestContext } from '@playwright/test';

const MEDIA = /\.(png|jpe?g|webp|avif|gif|svg|ico|css|js|mjs|json|xml|txt|pdf|mp4|webm|mp3|woff2?)$/i;
/** What the not-found page shows (src/components/NotFound.astro), whatever the status a host answers it with. */
const NOT_FOUND = /<section[^>]*class="[^"]*\bnot-found\b/;

/** The same-origin page links of a page: no API calls, media files, other sites or fragments. */
function linksOf(html: string, page: URL): URL[] {
  const out: URL[] = [];
  for (const m of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) {
    const raw = m[1].replace(/&amp;/g, '&');
    if (!raw || raw.startsWith('#') || /^(mailto|tel|javascript):/i.test(raw)) continue;
    const url = new URL(raw, page);
    url.hash = '';
    if (url.origin !== page.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/') || MEDIA.test(url.pathname))
      continue;
    out.push(url);
  }
  return out;
}

/** Visits every page reachable from `start` once; answers the links that lead to the not-found page. */
async function crawl(request: APIRequestContext, baseURL: string, start: string) {
  const seen = new Set<string>();
  const broken: string[] = [];
  const queue: Array<{ url: URL; from: string }> = [{ url: new URL(start, baseURL), from: '(start)' }];
  seen.add(queue[0].url.href);
  while (queue.length) {
    const batch = queue.splice(0, 8);
    const found = await Promise.all(
      batch.map(async ({ url, from }) => {
        const res = await request.get(url.href, { maxRedirects: 5 });
        const html = await res.text();
        if (res.status() === 404 || NOT_FOUND.test(html)) {
          broken.push(`${url.pathname}${url.search} (linked from ${from}, status ${res.status()})`);
          return [];
        }
        expect.soft(res.status(), url.href).toBe(200);
        return linksOf(html, url).map((link) => ({ url: link, from: url.pathname }));
      }),
    );
    for (const next of found.flat()) {
      if (seen.has(next.url.href)) continue;
      seen.add(next.url.href);
      queue.push(next);
    }
  }
  return { pages: seen.size, broken };
}

test.describe('every link of the built site resolves', () => {
  for (const start of ['/', '/de/']) {
    test(`crawl from ${start}`, async ({ request, baseURL }) => {
      test.setTimeout(180_000);
      const { pages, broken } = await crawl(request, baseURL!, start);
      expect(broken).toEqual([]);
      // The crawl reached the shop, every product and the pages linked from the footer.
      expect(pages).toBeGreaterThan(40);
    });
  }

  test('the crawler notices a link to a missing page', async ({ request, baseURL }) => {
    const res = await request.get(new URL('/no-such-page-at-all', baseURL).href);
    expect(res.status()).toBe(404);
    expect(await res.text()).toMatch(NOT_FOUND);
  });
});
