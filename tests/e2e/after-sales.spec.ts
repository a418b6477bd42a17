import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import sharp from 'sharp';
import de from '../../i18n/de.json' with { type: 'json' };
import en from '../../i18n/en.json' with { type: 'json' };
import { buy } from './buy.ts';
import { islandsReady } from './helpers.ts';

async function inStockSku(request: APIRequestContext): Promise<number> {
  const list = (await (await request.post('/api/product/getList', { data: { page_size: 48 } })).json()).data.list;
  const skus = list.flatMap((p: { product_sku_info: Array<{ id: number; stock_num: number }> }) => p.product_sku_info);
  return skus.find((s: { stock_num: number }) => s.stock_num >= 2).id;
}

const altOf = (catalog: { afterSales: { photoAlt: string } }, index: number, total: number) =>
  catalog.afterSales.photoAlt.replace('{index}', String(index)).replace('{total}', String(total));

/** Shown, actually loaded, at its reserved size and within the phone's width. */
async function expectShownPhoto(photo: Locator, src: string) {
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', src);
  await expect(photo).toHaveAttribute('width', '96');
  await expect(photo).toHaveAttribute('height', '96');
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const box = (await photo.boundingBox())!;
  expect(box.width).toBe(96);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
}

test.describe('after-sales on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the photo sent with a request shows on the request page, right away and when the shopper comes back', async ({ page, request }) => {
    test.slow();
    const order = await buy(request, page, await inStockSku(request), 1);
    await page.goto(`/user/order/${order.order_id}/after-sales-service`);
    await islandsReady(page);
    await page.getByLabel(/\(of 1\)$/).fill('1');
    await page.getByLabel(en.afterSales.reason).selectOption('damaged');
    await page.getByLabel(en.afterSales.description).fill('The box arrived crushed.');
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/upload/image'));
    await page
      .getByLabel(en.afterSales.photos.replace('{max}', '6'))
      .setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: png });
    const url = (await (await uploaded).json()).data.url as string;
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]+\.png$/);
    await expect(page.locator('.after-sale-form .after-sale-photos img')).toHaveAttribute('src', url);

    const filed = page.waitForResponse((r) => r.url().endsWith('/api/order/after/sale/apply'));
    await page.getByRole('button', { name: en.afterSales.submit }).tap();
    const requestId = (await (await filed).json()).data.id as number;
    await expect(page.getByText(en.afterSales.yourPhotos)).toBeVisible();
    await expectShownPhoto(page.getByRole('img', { name: altOf(en, 1, 1) }), url);

    // From the order's page, the request's link leads back to it, photo included.
    await page.goto(`/user/order/${order.order_id}`);
    await islandsReady(page);
    await page.getByRole('link', { name: new RegExp(`^#${requestId} `) }).tap();
    await expect(page).toHaveURL(new RegExp(`/after-sales-service\\?request=${requestId}$`));
    await expectShownPhoto(page.getByRole('img', { name: altOf(en, 1, 1) }), url);
    await expect(page.getByRole('link', { name: altOf(en, 1, 1) })).toHaveAttribute('href', url);

    await page.goto(`/de/user/order/${order.order_id}/after-sales-service?request=${requestId}`);
    await islandsReady(page);
    await expect(page.getByText(de.afterSales.yourPhotos)).toBeVisible();
    await expectShownPhoto(page.getByRole('img', { name: altOf(de, 1, 1) }), url);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
