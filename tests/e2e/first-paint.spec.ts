import { expect, test } from '@playwright/test';
import { PRODUCT_ROUTE } from './shopper-states.ts';

/** Each page's largest picture in view at first: the first slide of its carousel. */
const LARGEST = [
  { path: '/', slides: '.home-banners .swiper-slide img' },
  { path: '/shop', slides: '.shop-banners .swiper-slide img' },
  { path: PRODUCT_ROUTE, slides: '.gallery-main .swiper-slide img' },
];

test.describe('the largest picture a phone sees first is painted with the page', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  for (const { path, slides } of LARGEST) {
    test(`${path}: the first slide is fetched first and decoded for the first frame; the others wait`, async ({ page }) => {
      await page.goto(path);
      const images = page.locator(slides);
      expect(await images.count()).toBeGreaterThan(1);
      const first = images.first();
      await expect(first).toBeInViewport();
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      await expect(first).toHaveAttribute('loading', 'eager');
      await expect(first).toHaveAttribute('decoding', 'sync');
      // Painted from the built page alone, before any script runs.
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      for (const other of (await images.all()).slice(1)) {
        await expect(other).toHaveAttribute('loading', 'lazy');
        await expect(other).not.toHaveAttribute('fetchpriority', 'high');
      }
    });
  }
});
