import { expect, test, type Page } from '@playwright/test';
import { LOCALES } from '../../api/lib/locales.ts';

const PRODUCT = '/products/rose-toy-classic';

async function head(page: Page) {
  return page.evaluate(() => {
    const meta = (key: string) =>
      Array.from(document.querySelectorAll<HTMLMetaElement>(`meta[property="${key}"], meta[name="${key}"]`)).map((m) => m.content);
    return {
      canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
      alternates: Object.fromEntries(
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')).map((l) => [l.hreflang, l.href]),
      ),
      og: Object.fromEntries(
        ['og:title', 'og:description', 'og:type', 'og:url', 'og:image', 'og:locale', 'twitter:card', 'twitter:image'].map((k) => [
          k,
          meta(k)[0],
        ]),
      ),
      ogAlternates: meta('og:locale:alternate'),
      robots: meta('robots')[0],
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((s) => JSON.parse(s.textContent ?? '')),
    };
  });
}

test.describe('search engines and sharing', () => {
  test('the home page carries canonical, hreflang, Open Graph, Twitter card and Organization data', async ({ page, request, baseURL }) => {
    await page.goto('/');
    const h = await head(page);
    expect(h.canonical).toBe(`${baseURL}/`);
    expect(Object.keys(h.alternates).sort()).toEqual([...LOCALES, 'x-default'].sort());
    expect(h.alternates.de).toBe(`${baseURL}/de/`);
    expect(h.alternates['x-default']).toBe(`${baseURL}/`);
    expect(h.og).toMatchObject({
      'og:type': 'website',
      'og:url': `${baseURL}/`,
      'og:locale': 'en_US',
      'twitter:card': 'summary_large_image',
    });
    expect(h.og['og:title']).toContain('Mooli');
    expect(h.og['og:description']).toBeTruthy();
    expect(h.ogAlternates.sort()).toEqual(['de_DE', 'es_ES', 'fr_FR', 'it_IT', 'ja_JP', 'pl_PL', 'pt_PT']);
    // The picture is on the shop's own origin and really there.
    expect(h.og['og:image']).toMatch(new RegExp(`^${baseURL}/`));
    const image = await request.get(h.og['og:image']!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
    const org = h.jsonLd.find((d) => d['@type'] === 'Organization');
    expect(org).toMatchObject({ name: 'Mooli', url: `${baseURL}/` });
    expect(org.sameAs).toEqual(expect.arrayContaining(['https://x.com/mooli', 'https://www.instagram.com/mooli']));
    expect((await request.get(org.logo)).status()).toBe(200);
    expect(h.robots).toBeUndefined();
  });

  test('every link on the home page says where it goes in its own text (no bare "Read more")', async ({ page }) => {
    await page.goto('/');
    const texts = (await page.locator('a').allTextContents()).map((t) => t.trim());
    expect(texts.filter((t) => /^(read|learn) more$/i.test(t))).toEqual([]);
    expect(texts.filter((t) => t.startsWith('Read more: ')).length).toBeGreaterThan(0);
    expect(texts.filter((t) => t.startsWith('Learn more: ')).length).toBeGreaterThan(0);
  });

  test('a German product page names itself, its product picture, its breadcrumbs and its product', async ({ page, baseURL }) => {
    await page.goto(`/de${PRODUCT}`);
    const h = await head(page);
    expect(h.canonical).toBe(`${baseURL}/de${PRODUCT}`);
    expect(h.alternates.en).toBe(`${baseURL}${PRODUCT}`);
    expect(h.alternates.ja).toBe(`${baseURL}/ja${PRODUCT}`);
    expect(h.og).toMatchObject({ 'og:type': 'product', 'og:url': `${baseURL}/de${PRODUCT}`, 'og:locale': 'de_DE' });
    expect(h.og['og:title']).toContain(await page.locator('h1').textContent());
    expect(h.og['og:image']).toMatch(new RegExp(`^${baseURL}/media/`));
    const types = h.jsonLd.map((d) => d['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'Product', 'BreadcrumbList']));
    const product = h.jsonLd.find((d) => d['@type'] === 'Product');
    expect(product.image).toContain(h.og['og:image']);
    const crumbs = h.jsonLd.find((d) => d['@type'] === 'BreadcrumbList').itemListElement;
    expect(crumbs[0]).toMatchObject({ position: 1, item: `${baseURL}/de/` });
    expect(crumbs.at(-1)).toMatchObject({ item: `${baseURL}/de${PRODUCT}`, name: await page.locator('h1').textContent() });
  });

  test('pages behind sign-in ask not to be indexed; the campaign shares its own picture', async ({ page, request }) => {
    // Read as served: in the browser the sign-in guard sends a signed-out visitor on to the home page.
    for (const path of ['/shopping-cart', '/de/user/order', '/payment-error']) {
      expect(await (await request.get(path)).text(), path).toContain('<meta name="robots" content="noindex">');
    }
    expect(await (await request.get('/quiz')).text()).not.toContain('noindex');
    await page.goto('/halloween');
    expect((await head(page)).og['og:image']).toMatch(/\/social\/halloween\.png$/);
  });

  test('sitemap.xml lists the public pages in every locale with alternates, and no private page', async ({ request, baseURL }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const p of ['/', '/shop/', '/user-map/', '/user-review/', '/quiz/', '/halloween/', `${PRODUCT}/`, '/best_sellers/']) {
      for (const l of LOCALES) expect(locs).toContain(`${baseURL}${l === 'en' ? '' : `/${l}`}${p}`);
    }
    expect(locs.filter((u) => /\/(user|shopping-cart|payment-success|payment-error|404)(\/|$)/.test(new URL(u).pathname))).toEqual([]);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/quiz/"/>`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });

  test('robots.txt keeps crawlers out of private areas and names the sitemap', async ({ request, baseURL }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/plain/);
    const robots = await res.text();
    for (const rule of [
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /user/',
      'Disallow: /shopping-cart',
      'Disallow: /payment-',
      'Disallow: /de/user/',
    ])
      expect(robots).toContain(`${rule}\n`);
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
