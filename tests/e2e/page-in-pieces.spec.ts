import { expect, test, type Page } from '@playwright/test';
import { islandsReady } from './helpers.ts';
import { expectNoShift, recordedShifts, recordShifts, twoFrames } from './layout-shifts.ts';
import { pieceServer, type PieceServer } from './page-in-pieces.ts';
import { PRODUCT_ROUTE } from './shopper-states.ts';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];
const PAGES = ['/', '/shop', PRODUCT_ROUTE, '/no-such-page'];
/**
 * What grows as its content arrives and can move something a shopper sees (the breadcrumb trail: as
 * its list arrives, the page's main part).
 */
const GROWING = 'nav.breadcrumbs, a.btn, button.btn, .home-banner-text > p, .shop-banner-text > p, select';
/** The start tags of GROWING's elements in the page's HTML, in document order. */
const GROWING_TAGS =
  /<nav\b[^>]*\bclass="breadcrumbs"[^>]*>|<(?:a|button)\b[^>]*\bclass="(?:[^"]* )?btn(?: [^"]*)?"[^>]*>|<p\b[^>]*\bclass="(?:home|shop)-banner-(?:title|subtitle)"[^>]*>|<select\b[^>]*>/g;

/**
 * Where the first piece ends, for each element of GROWING in view when the page has arrived: right
 * after its start tag (after a select's first option), and for a button a few characters into its
 * label too, since a browser paints a text that is still arriving.
 */
async function cutsOf(html: string, page: Page): Promise<number[]> {
  const inView = await page.evaluate((selector) => {
    return Array.from(document.querySelectorAll(selector), (el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
    });
  }, GROWING);
  const tags = [...html.matchAll(GROWING_TAGS)];
  expect(tags.length, 'the start tags found are those of the elements on the page').toBe(inView.length);
  const cuts: number[] = [];
  tags.forEach((tag, i) => {
    if (!inView[i]) return;
    let end = tag.index + tag[0].length;
    if (tag[0].startsWith('<select')) end = html.indexOf('>', html.indexOf('<option', end)) + 1;
    cuts.push(end);
    if (tag[0].includes('btn') && /^[^<]{4}/.test(html.slice(end))) cuts.push(end + 3);
  });
  return cuts;
}

// A slow network delivers a page in pieces, and the browser paints each piece as it comes.
test.describe('nothing moves while a page arrives in pieces (CLS 0)', () => {
  test.describe.configure({ timeout: 180_000 });
  let server: PieceServer;
  test.beforeAll(async ({ baseURL }) => {
    server = await pieceServer(baseURL!);
  });
  test.afterAll(async () => server.close());

  for (const viewport of VIEWPORTS) {
    test.describe(`on a ${viewport.width}x${viewport.height} ${viewport.name}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      for (const path of PAGES) {
        test(`${path}, painted with a piece that ends in the middle of what grows`, async ({ browser, context, request, baseURL }) => {
          const html = await (await request.get(path)).text();
          // The page as its HTML has it, before any script adds or hides something.
          const still = await browser.newContext({
            viewport: { width: viewport.width, height: viewport.height },
            javaScriptEnabled: false,
          });
          const stillPage = await still.newPage();
          await stillPage.goto(new URL(path, baseURL).href);
          const cuts = await cutsOf(html, stillPage);
          await still.close();
          expect(cuts.length, 'something that grows as it arrives is in view').toBeGreaterThan(0);
          // Each load in a fresh context, so that none is answered from the cache of the one before.
          const storageState = await context.storageState();
          for (const cut of cuts) {
            const fresh = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, storageState });
            const page = await fresh.newPage();
            await recordShifts(page);
            const held = server.hold(path, () => cut);
            await page.goto(server.origin + path, { waitUntil: 'commit' });
            await held.cutAt;
            await twoFrames(page);
            held.release();
            await islandsReady(page);
            await twoFrames(page);
            expectNoShift(await recordedShifts(page), `${path} painted up to …${JSON.stringify(html.slice(cut - 80, cut))}`);
            await fresh.close();
          }
        });
      }
    });
  }
});
