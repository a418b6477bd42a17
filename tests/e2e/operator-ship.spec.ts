import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signInByApi } from './auth.ts';
import { buy } from './buy.ts';
import { e2eOperator } from './editor-account.ts';
import { islandsReady } from './helpers.ts';
import { mailbox } from './mailbox.ts';

const en = JSON.parse(readFileSync(new URL('../../i18n/en.json', import.meta.url), 'utf8'));
const op = en.operator as Record<string, string>;
const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k]));

test('on a slow phone an operator ships an order, and the shopper gets the shipping e-mail with the tracking link', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  // The shopper buys, in a browser of their own.
  const list = (await (await request.post('/api/product/getList', { data: { page_size: 48 } })).json()).data.list;
  const product = list.find((p: { product_sku_info: Array<{ stock_num: number }> }) => p.product_sku_info[0]?.stock_num >= 3);
  const shopperContext = await browser.newContext();
  const order = await buy(request, await shopperContext.newPage(), product.product_sku_info[0].id, 1);
  await shopperContext.close();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await signInByApi(page, request, e2eOperator('ship', testInfo.retry));
  await page.goto('/editor');
  await islandsReady(page);

  // An operator who is not an editor sees the operators' sections only, Orders first.
  await expect(page.getByRole('heading', { name: op.orders, level: 2 })).toBeVisible();
  await page.getByLabel(op.search).fill(order.order_no);
  await page.getByRole('button', { name: op.filter, exact: true }).click();
  await page.getByRole('button', { name: fill(op.open, { orderNo: order.order_no }) }).click();
  await expect(page.getByRole('heading', { level: 2 })).toContainText(order.order_no);
  await expect(page.getByRole('heading', { level: 2 })).toContainText(op.status_paid);

  const tracking = `1Z${Date.now()}`;
  const trackingUrl = `https://tracking.example/${tracking}`;
  const form = page.getByRole('form', { name: op.ship });
  await form.getByLabel(op.carrier).fill('UPS');
  await form.getByLabel(op.trackingNumber).fill(tracking);
  await form.getByLabel(op.trackingUrl).fill(trackingUrl);
  await form.getByRole('button', { name: op.ship }).click();
  await expect(page.getByRole('status')).toHaveText(op.done);
  await expect(page.getByRole('heading', { level: 2 })).toContainText(op.status_shipped);
  await expect(page.getByRole('link', { name: tracking })).toHaveAttribute('href', trackingUrl);
  // Nothing of the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The outbox's sender mails the shopper within a few seconds.
  await expect
    .poll(async () => (await mailbox().mailsTo(order.email)).find((m) => m.html.includes(trackingUrl))?.subject ?? '', { timeout: 30_000 })
    .toContain(order.order_no);
  const shipped = (await mailbox().mailsTo(order.email)).find((m) => m.html.includes(trackingUrl))!;
  expect(shipped.html).toContain(`href="${trackingUrl}"`);
  expect(shipped.text).toContain(tracking);
  await context.close();
});
