import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signInByApi } from './auth.ts';
import { buy } from './buy.ts';
import { e2eOperator } from './editor-account.ts';
import { islandsReady } from './helpers.ts';

const en = JSON.parse(readFileSync(new URL('../../i18n/en.json', import.meta.url), 'utf8'));
const op = en.operator as Record<string, string>;
const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k]));

/** An operator's /editor on a phone six times slower than this machine, 390 px wide. */
async function backOffice(browser: Browser, request: Parameters<typeof signInByApi>[1], operator: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await signInByApi(page, request, operator);
  await page.goto('/editor');
  await islandsReady(page);
  await expect(page.getByRole('heading', { name: op.orders, level: 2 })).toBeVisible();
  return page;
}

const section = (page: Page, name: string) => page.getByRole('navigation', { name: en.editor.sections }).getByRole('button', { name });
const fitsThePhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test.describe("the operators' back office at 390 px", () => {
  test.describe.configure({ timeout: 120_000 });

  test('an operator counts a colour in the inventory: shoppers can buy the new count, and the audit log names who did it', async ({
    browser,
    request,
  }, testInfo) => {
    const list = (await (await request.post('/api/product/getList', { data: { page_size: 48 } })).json()).data.list;
    const product = list.find((p: { product_sku_info: Array<{ stock_num: number }> }) => p.product_sku_info[0]?.stock_num >= 2);
    const sku = product.product_sku_info[0];
    const operator = e2eOperator('stock', testInfo.retry);
    const page = await backOffice(browser, request, operator);

    await section(page, op.stock).click();
    await page.getByLabel(op.stockSearch).fill(product.product_name);
    await page.getByRole('button', { name: op.filter, exact: true }).click();
    const counted = fill(op.counted, { name: `${product.product_name} · ${sku.color_name}` });
    const row = page.getByRole('listitem').filter({ has: page.getByRole('spinbutton', { name: counted, exact: true }) });
    const input = row.getByRole('spinbutton');
    await expect(input).toBeVisible();
    const onHand = Number(await input.inputValue());
    await input.fill(String(onHand + 7));
    await row.getByRole('button', { name: op.stockSave }).click();
    await expect(page.getByRole('status')).toContainText(String(onHand + 7));
    await fitsThePhone(page);

    // Shoppers see the units at once (sales made meanwhile are kept: the count names the one it replaced).
    await expect
      .poll(async () => {
        const detail = (await (await request.get(`/api/product/getDetail/${product.id}`)).json()).data;
        return detail.product_sku_info.find((s: { id: number }) => s.id === sku.id).stock_num;
      })
      .toBeGreaterThanOrEqual(sku.stock_num + 7 - 2);

    await section(page, op.audit).click();
    await page.getByLabel(op.auditAction).selectOption({ label: op.action_stock_adjust });
    const entry = page
      .getByRole('listitem')
      .filter({ hasText: `sku:${sku.id}` })
      .first();
    await expect(entry).toContainText(fill(op.auditCount, { from: onHand, to: onHand + 7 }));
    await expect(entry).toContainText(fill(op.viaWorkspace, { email: operator }));
    await fitsThePhone(page);
    await page.context().close();
  });

  test("an operator switches cards off for Sweden's buyers: the cart there offers PayPal only, until switched on again", async ({
    browser,
    page: shopper,
    request,
  }, testInfo) => {
    const sweden = new Intl.DisplayNames(['en'], { type: 'region' }).of('SE')!;
    const page = await backOffice(browser, request, e2eOperator('payments', testInfo.retry));
    await section(page, op.payments).click();
    const card = page.getByRole('group', { name: new RegExp(sweden) }).getByRole('checkbox', { name: op.method_card });
    await expect(card).toBeChecked();
    await card.uncheck();
    await expect(page.getByRole('status')).toHaveText(fill(op.methodOff, { method: op.method_card, country: sweden }));
    await expect(card).not.toBeChecked();
    await fitsThePhone(page);

    const list = (await (await request.post('/api/product/getList', { data: { page_size: 48 } })).json()).data.list;
    const product = list.find((p: { product_sku_info: Array<{ stock_num: number }> }) => p.product_sku_info[0]?.stock_num >= 2);
    const { token } = await signInByApi(shopper, request);
    await request.post('/api/cart/product/add', {
      headers: { authorization: `Bearer ${token}` },
      data: { product_sku_id: product.product_sku_info[0].id, num: 1 },
    });
    await shopper.addInitScript(() => sessionStorage.setItem('country_code', 'SE'));
    await shopper.goto('/shopping-cart');
    await islandsReady(shopper);
    await expect(shopper.getByRole('button', { name: en.cart.pay_paypal })).toBeVisible();
    await expect(shopper.getByRole('button', { name: en.cart.pay_card })).toHaveCount(0);
    await expect(shopper.getByRole('button', { name: en.cart.pay_venmo })).toHaveCount(0);

    await card.check();
    await expect(page.getByRole('status')).toHaveText(fill(op.methodOn, { method: op.method_card, country: sweden }));
    await shopper.reload();
    await islandsReady(shopper);
    await expect(shopper.getByRole('button', { name: en.cart.pay_card })).toBeVisible();
    await page.context().close();
  });

  test('an operator exports the orders of a day as a CSV file', async ({ browser, page: shopperPage, request }, testInfo) => {
    const list = (await (await request.post('/api/product/getList', { data: { page_size: 48 } })).json()).data.list;
    const product = list.find((p: { product_sku_info: Array<{ stock_num: number }> }) => p.product_sku_info[0]?.stock_num >= 3);
    const order = await buy(request, shopperPage, product.product_sku_info[0].id, 1);
    const page = await backOffice(browser, request, e2eOperator('export', testInfo.retry));
    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel(op.from).fill(today);
    await page.getByLabel(op.to).fill(today);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: op.export }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`orders-${today}-to-${today}.csv`);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.split('\n')[0]).toMatch(/^order_no,placed_at,paid_at,status,email/);
    expect(csv).toContain(`${order.order_no},`);
    expect(csv).toContain(order.email);
    await expect(page.getByRole('status')).toContainText(`orders-${today}-to-${today}.csv`);
    await page.context().close();
  });
});
