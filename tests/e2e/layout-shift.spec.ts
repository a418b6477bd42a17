import { test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage.ts';
import { islandsReady } from './helpers.ts';
import { expectNoShift, recordedShifts, recordShifts, twoFrames, type Shift } from './layout-shifts.ts';
import { busyShopper, PAGE_TYPES, PRODUCT_ROUTE } from './shopper-states.ts';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];
const PAGES = ['/shop', '/', PRODUCT_ROUTE];

/** Loads `path` on a CPU six times slower, lets it settle, scrolls a little, and returns the shifts seen. */
async function shiftsOf(page: Page, path: string): Promise<Shift[]> {
  await recordShifts(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(path);
  await islandsReady(page);
  await page.waitForLoadState('networkidle');
  await page.mouse.move(10, 200);
  await page.mouse.wheel(0, 500);
  await islandsReady(page, { visible: true });
  await page.waitForLoadState('networkidle');
  // Two frames, so that a shift caused by the last response is reported.
  await twoFrames(page);
  return recordedShifts(page);
}

test.describe('nothing moves while a page loads (CLS 0)', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const viewport of VIEWPORTS) {
    test.describe(`on a ${viewport.width}x${viewport.height} ${viewport.name}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      // One test per page, so that each has the time a slow page needs and a retry loads only its page.
      for (const path of PAGE_TYPES.filter((p) => !PAGES.includes(p))) {
        test(`${path} does not shift for a visitor`, async ({ page }) => {
          expectNoShift(await shiftsOf(page, path), path);
        });
      }

      for (const path of PAGES) {
        test(`${path} does not shift`, async ({ page }) => {
          expectNoShift(await shiftsOf(page, path), path);
        });

        test(`${path} does not shift for a signed-in shopper with an avatar and a cart, shipping to Germany`, async ({ page, request }) => {
          await busyShopper(page, request);
          await page.addInitScript((key) => sessionStorage.setItem(key, 'DE'), STORAGE_KEYS.country);
          expectNoShift(await shiftsOf(page, path), `${path} (signed in, DE)`);
        });
      }
    });
  }
});
