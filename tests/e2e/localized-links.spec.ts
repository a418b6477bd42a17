import { expect, test } from '@playwright/test';
import { signInByApi } from './auth.ts';
import { hydrateAll, PAGE_TYPES } from './shopper-states.ts';

test('every internal link of a German page stays on the German pages', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signInByApi(page, request);
  const outside: string[] = [];
  for (const path of PAGE_TYPES) {
    await page.goto(`/de${path}`);
    await hydrateAll(page);
    // The top banner's slides are all in the page; the swiper's loop copies are links too.
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== new URL(page.url()).origin || /^\/(api|media)\//.test(url.pathname)) continue;
      if (url.pathname !== '/de' && !url.pathname.startsWith('/de/')) outside.push(`${path}: ${url.pathname}${url.search}`);
    }
  }
  expect(outside).toEqual([]);
});
