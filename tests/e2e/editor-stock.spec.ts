import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signInByApi } from './auth.ts';
import { buy } from './buy.ts';
import { E2E_STOCK_EDITORS } from './editor-account.ts';
import { openProductInEditor } from './make-editor.ts';

const en = JSON.parse(readFileSync(new URL('../../i18n/en.json', import.meta.url), 'utf8'));
const ed = en.editor as Record<string, string>;
const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k]));

test('on a slow phone an editor sets the count on hand; a sale made meanwhile is not overwritten', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = E2E_STOCK_EDITORS[testInfo.retry % E2E_STOCK_EDITORS.length];
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // A product whose first colour has stock to sell.
  const list = (await (await request.post('/api/product/getList', { data: { page_size: 48 } })).json()).data.list;
  // From the end of the list, away from the products the checkout tests buy.
  const product = [...list]
    .reverse()
    .find((p: { product_sku_info: Array<{ stock_num: number }> }) => p.product_sku_info[0]?.stock_num >= 5);
  const sku = product.product_sku_info[0];

  await signInByApi(page, request, email);
  await openProductInEditor(page, product.product_name);
  const sku0 = page.locator('.ed-sku').first();
  // The colour's own form (its prices have another below it).
  const skuForm = sku0.locator('form').first();
  const onHand = skuForm.getByLabel(ed.onHand);
  await expect(onHand).toBeVisible();
  const seen = Number(await onHand.inputValue());
  const figures = sku0.locator('form + .ed-hint').first();
  /** The figures under the form: held, sold, available. */
  const shown = async () => (await figures.innerText()).match(/\d+/g)!.map(Number);
  await expect(figures).toContainText(ed.stockFigures.split(':')[0]);

  // Two more arrived: the count is saved, and the figures follow.
  await onHand.fill(String(seen + 2));
  await skuForm.getByRole('button', { name: ed.save, exact: true }).click();
  await expect(skuForm.getByRole('status')).toHaveText(ed.saved);
  const [held] = await shown();
  await expect(figures).toContainText(String(seen + 2 - held));

  // A shopper buys one while the editor types the next count: the save is refused with the count as it now is.
  await buy(request, page, sku.id, 1);
  await onHand.fill(String(seen + 10));
  await skuForm.getByRole('button', { name: ed.save, exact: true }).click();
  await expect(skuForm.getByRole('alert')).toContainText(fill(en.api.editor.stockChanged, { now: seen + 1 }));
  // Saved again, it names the new count and goes through.
  await skuForm.getByRole('button', { name: ed.save, exact: true }).click();
  await expect(skuForm.getByRole('status')).toHaveText(ed.saved);
  const detail = (await (await request.get(`/api/product/getDetail/${product.id}`)).json()).data;
  const [heldNow, , available] = await shown();
  expect(available).toBe(seen + 10 - heldNow);
  expect(detail.product_sku_info.find((s: { id: number }) => s.id === sku.id).stock_num).toBe(available);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
