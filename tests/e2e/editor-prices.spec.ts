import { expect, test, type Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signInByApi } from './auth.ts';
import { E2E_PRICE_EDITORS } from './editor-account.ts';
import { openProductInEditor } from './make-editor.ts';

const en = JSON.parse(readFileSync(new URL('../../i18n/en.json', import.meta.url), 'utf8'));
const ed = en.editor as Record<string, string>;
const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k]));

type Sku = { id: number; color_name: string; product_price: string; product_original_price: string };
type Country = { country_code: string; name: string; is_current: boolean };

test('on a phone an editor fills a country down, overrides one price, clears another and saves the grid at once', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = E2E_PRICE_EDITORS[testInfo.retry % E2E_PRICE_EDITORS.length];
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();

  const countries = (await (await request.get('/api/country/getList')).json()).data as Country[];
  const base = countries.find((c) => c.is_current)!;
  const nameOf = (code: string) => countries.find((c) => c.country_code === code)!.name;
  const [filled, overridden, cleared] = ['DE', 'FR', 'GB'].map(nameOf);
  // A product with several colours, from the middle of the list, away from those other tests edit or buy.
  const list = (await (await request.post('/api/product/getList', { data: { page_size: 48 } })).json()).data.list as Array<{
    id: number;
    product_name: string;
    product_sku_info: Sku[];
  }>;
  const product = list.slice(12).find((p) => p.product_sku_info.length >= 3) ?? list.find((p) => p.product_sku_info.length >= 2)!;
  const colours = product.product_sku_info.map((s) => s.color_name);
  const detailIn = async (country: string) =>
    (await (await request.get(`/api/product/getDetail/${product.id}?country_code=${country}`)).json()).data.product_sku_info as Sku[];
  const basePrices = await detailIn(base.country_code);

  const { token } = await signInByApi(page, request, email);
  const headers = { authorization: `Bearer ${token}` };
  const originals = (await (await request.get(`/api/editor/product/detail?id=${product.id}`, { headers })).json()).data.skus as Array<{
    id: number;
    prices: Array<{ country_code: string; price: string; original_price: string }>;
  }>;
  const priceCalls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/editor\/(product\/prices|sku\/update)/.test(r.url())) priceCalls.push(new URL(r.url()).pathname);
  });

  async function openGrid(): Promise<Locator> {
    await openProductInEditor(page, product.product_name);
    const grid = page.getByRole('table', { name: ed.prices });
    await expect(grid).toBeVisible();
    return grid;
  }
  const priceOf = (grid: Locator, colour: string, country: string) =>
    grid.getByLabel(fill(ed.cellPrice, { colour, country }), { exact: true });
  const wasOf = (grid: Locator, colour: string, country: string) => grid.getByLabel(fill(ed.cellWas, { colour, country }), { exact: true });

  const grid = await openGrid();
  // The base country comes first and says so; the colours are the rows.
  await expect(grid.getByRole('columnheader').nth(1)).toContainText(base.name);
  await expect(grid.getByRole('columnheader').nth(1)).toContainText(ed.basePrice);
  for (const [i, colour] of colours.entries()) await expect(grid.getByRole('rowheader').nth(i)).toHaveText(colour);

  // A country column filled down from the first colour.
  await priceOf(grid, colours[0], filled).fill('41.5');
  await wasOf(grid, colours[0], filled).fill('45.00');
  await grid.getByRole('button', { name: fill(ed.fillDown, { country: filled }) }).click();
  for (const colour of colours) {
    await expect(priceOf(grid, colour, filled)).toHaveValue('41.5');
    await expect(wasOf(grid, colour, filled)).toHaveValue('45.00');
  }
  // Up and down move between colours in a column.
  await priceOf(grid, colours[0], filled).focus();
  await page.keyboard.press('ArrowDown');
  await expect(priceOf(grid, colours[1], filled)).toBeFocused();

  // One override, typed wrong first: the translated words say so and nothing is sent.
  const override = priceOf(grid, colours[1], overridden);
  await override.fill('37,25');
  await page.getByRole('button', { name: ed.savePrices }).click();
  await expect(page.getByRole('alert').filter({ hasText: ed.pricesCheck })).toBeVisible();
  await expect(override).toBeFocused();
  await expect(override).toHaveAttribute('aria-invalid', 'true');
  await expect(grid.getByText(ed.priceInvalid)).toBeVisible();
  expect(priceCalls).toEqual([]);
  await override.fill('37.25');

  // One cleared: back to the base price, shown greyed.
  await grid.getByRole('button', { name: fill(ed.cellUseBase, { colour: colours[0], country: cleared }) }).click();
  const inherited = priceOf(grid, colours[0], cleared);
  await expect(inherited).toHaveValue('');
  await expect(inherited).toHaveAttribute('placeholder', basePrices[0].product_price);
  await expect(inherited).toHaveAccessibleDescription(new RegExp(ed.usesBase));

  // What changed shows before saving: the column, the override and the cleared cell.
  const changes = colours.length + 2;
  await expect(grid.locator('td.is-changed')).toHaveCount(changes);
  await expect(page.locator('.ed-pg-count')).toContainText(String(changes));

  // The grid scrolls sideways inside itself, the colours held at its left edge; the page does not.
  const scroller = page.locator('.ed-pg-scroll');
  const rowHeader = grid.getByRole('rowheader').first();
  const before = (await rowHeader.boundingBox())!.x;
  await scroller.evaluate((el) => (el.scrollLeft = 600));
  expect(await scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  expect((await rowHeader.boundingBox())!.x).toBeCloseTo(before, 0);
  expect(
    await grid
      .getByRole('columnheader')
      .first()
      .evaluate((el) => getComputedStyle(el).position),
  ).toBe('sticky');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: ed.savePrices }).click();
  await expect(page.getByRole('status').filter({ hasText: ed.saved })).toBeVisible();
  await expect(grid.locator('td.is-changed')).toHaveCount(0);
  expect(priceCalls).toEqual(['/api/editor/product/prices']);

  // After a reload the grid shows what was saved.
  const again = await openGrid();
  for (const colour of colours) {
    await expect(priceOf(again, colour, filled)).toHaveValue('41.50');
    await expect(wasOf(again, colour, filled)).toHaveValue('45.00');
  }
  await expect(priceOf(again, colours[1], overridden)).toHaveValue('37.25');
  await expect(priceOf(again, colours[0], cleared)).toHaveValue('');
  await expect(priceOf(again, colours[0], cleared)).toHaveAttribute('placeholder', basePrices[0].product_price);

  // And shoppers get them: the cleared country at the base price.
  const skuIds = product.product_sku_info.map((s) => s.id);
  const de = await detailIn('DE');
  for (const id of skuIds) expect(de.find((s) => s.id === id)).toMatchObject({ product_price: '41.50', product_original_price: '45.00' });
  expect((await detailIn('FR')).find((s) => s.id === skuIds[1])?.product_price).toBe('37.25');
  expect((await detailIn('GB')).find((s) => s.id === skuIds[0])).toMatchObject({
    product_price: basePrices[0].product_price,
    product_original_price: basePrices[0].product_original_price,
  });
  await context.close();

  // The prices as they were, for the tests that run after this one.
  const restored = await request.post('/api/editor/product/prices', {
    headers,
    data: {
      product_id: product.id,
      prices: originals.flatMap((s) =>
        ['DE', 'FR', 'GB'].map((code) => {
          const row = s.prices.find((p) => p.country_code === code);
          return row
            ? { sku_id: s.id, country_code: code, price: row.price, original_price: row.original_price }
            : { sku_id: s.id, country_code: code, remove: true };
        }),
      ),
    },
  });
  expect((await restored.json()).code).toBe(200);
});
