import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInByApi } from './auth.ts';
import de from '../../i18n/de.json' with { type: 'json' };
import en from '../../i18n/en.json' with { type: 'json' };
import { islandsReady } from './helpers.ts';

interface Sku {
  id: number;
  color_name: string;
  stock_num: number;
}

/** A product with two colours in stock (the seed has several). */
async function twoColourProduct(request: APIRequestContext): Promise<{ route: string; name: string; skus: Sku[] }> {
  const list = (await (await request.post('/api/product/getList', { data: { page_size: 48 } })).json()).data.list;
  const p = list.find((i: { product_sku_info: Sku[] }) => i.product_sku_info.filter((s) => s.stock_num >= 3).length >= 2);
  return { route: p.route_info.route, name: p.product_name, skus: p.product_sku_info.filter((s: Sku) => s.stock_num >= 3) };
}

async function addColour(page: Page, colour: string) {
  await page
    .getByRole('radio', { name: new RegExp(colour) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Success' }).last()).toBeVisible();
}

const drawer = (page: Page) => page.getByRole('dialog', { name: /Shopping Cart/ });

test.describe('buying', () => {
  test('two colours, a quantity, a coupon and a note; paid through the approval window after changing the country; then the order, buy again and a refund', async ({
    page,
    request,
  }) => {
    test.slow();
    const product = await twoColourProduct(request);
    await signInByApi(page, request);
    await page.goto(product.route);
    await islandsReady(page);

    await addColour(page, product.skus[0].color_name);
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByRole('heading')).toHaveText('Shopping Cart (1)');
    await page.keyboard.press('Escape');
    await addColour(page, product.skus[1].color_name);
    await expect(drawer(page).getByRole('heading')).toHaveText('Shopping Cart (2)');
    await page.keyboard.press('Escape');
    await expect(page.locator('.header-icons .badge')).toHaveText('2');
    await page.locator('.header-icons').getByRole('button', { name: /cart/i }).click();

    // The quantity of the first line goes to 2 (debounced) and the totals follow the server.
    const total = drawer(page).locator('.cart-total dd');
    const before = await total.textContent();
    await drawer(page).getByRole('button', { name: 'Increase quantity' }).first().click();
    await expect(drawer(page).getByRole('heading')).toHaveText('Shopping Cart (3)');
    await expect(total).not.toHaveText(before ?? '');

    await drawer(page).getByLabel('Coupon code').fill('welcome10');
    await drawer(page).getByRole('button', { name: 'Apply' }).click();
    await expect(drawer(page).getByText('Discount (WELCOME10)')).toBeVisible();
    await drawer(page).getByRole('button', { name: 'Add order notes' }).click();
    await drawer(page).getByLabel('Order notes').fill('Please wrap it discreetly.');
    await expect(drawer(page).getByText('26/500')).toBeVisible();
    await drawer(page).getByRole('button', { name: 'Save' }).click();

    await drawer(page).getByRole('link', { name: 'Check out' }).click();
    await expect(page).toHaveURL(/\/shopping-cart$/);
    await islandsReady(page);
    // The coupon and the note entered in the drawer came along to the cart page.
    await expect(page.locator('.shopping-cart').getByText('Discount (WELCOME10)')).toBeVisible();
    await expect(page.locator('.shopping-cart').getByText('Please wrap it discreetly.')).toBeVisible();
    await page.getByRole('button', { name: 'Shipping rules' }).click();
    await expect(page.getByRole('dialog', { name: /Shipping/ }).getByRole('table')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    const paypal = page.getByRole('dialog', { name: 'PayPal sandbox emulator' });
    await expect(paypal).toBeVisible();
    const usTotal = await paypal.getByTestId('pp-total').textContent();
    await paypal.getByLabel('Ship to').selectOption('CH');
    await expect(paypal.getByRole('status')).toContainText('does not ship to CH');
    await paypal.getByLabel('Ship to').selectOption('DE');
    await expect(paypal.getByRole('status')).toContainText('Shipping updated for DE');
    await expect(paypal.getByTestId('pp-total')).not.toHaveText(usTotal ?? '');
    await paypal.getByRole('button', { name: 'Pay with paypal' }).click();

    await expect(page).toHaveURL(/\/payment-success\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText(/Your payment is complete\. Order M\d+/)).toBeVisible();
    await expect(page.locator('.header-icons .badge')).toHaveCount(0);

    await page.getByRole('link', { name: 'View order' }).click();
    await expect(page).toHaveURL(/\/user\/order\/\d+$/);
    await expect(page.getByText('Paid, preparing shipment').first()).toBeVisible();
    await page.getByRole('button', { name: 'Buy again' }).click();
    await expect(drawer(page).getByRole('heading')).toHaveText('Shopping Cart (3)');
    await page.keyboard.press('Escape');
    // Asked on the page, not in the browser's confirm box; keeping the order changes nothing.
    page.on('dialog', (d) => {
      throw new Error(`unexpected browser dialog: ${d.message()}`);
    });
    await page.getByRole('button', { name: 'Apply for refund' }).click();
    await expect(page.getByText('Refund this order in full?')).toBeVisible();
    await page.getByRole('button', { name: 'Keep the order' }).click();
    await expect(page.getByText('Refund this order in full?')).toHaveCount(0);
    await expect(page.getByText('Paid, preparing shipment').first()).toBeVisible();
    await page.getByRole('button', { name: 'Apply for refund' }).click();
    await page.getByRole('button', { name: 'Refund the order' }).click();
    await expect(page.getByText('Refunded').first()).toBeVisible();

    await page.goto('/user/order');
    await islandsReady(page);
    await expect(page.getByRole('link', { name: /^Order M\d+/ })).toHaveCount(1);
  });

  test("Venmo: the buyer's new country reaches the shop from PayPal's side (no client-side callback) and the payment completes", async ({
    page,
    request,
  }) => {
    const product = await twoColourProduct(request);
    await signInByApi(page, request);
    await page.goto(product.route);
    await islandsReady(page);
    await addColour(page, product.skus[0].color_name);
    await drawer(page).getByRole('button', { name: 'Pay with Venmo' }).click();
    const venmo = page.getByRole('dialog', { name: 'PayPal sandbox emulator' });
    await expect(venmo).toBeVisible();
    const usTotal = await venmo.getByTestId('pp-total').textContent();
    // The page's own shipping handler must not be what reprices a Venmo order.
    const pageAsked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/shipping/price/order')) pageAsked.push(r.url());
    });
    await venmo.getByLabel('Ship to').selectOption('CH');
    await expect(venmo.getByRole('status')).toContainText('does not ship to CH');
    await venmo.getByLabel('Ship to').selectOption('DE');
    await expect(venmo.getByRole('status')).toContainText('Shipping updated for DE');
    await expect(venmo.getByTestId('pp-total')).not.toHaveText(usTotal ?? '');
    expect(pageAsked).toEqual([]);
    await venmo.getByRole('button', { name: 'Pay with venmo' }).click();
    await expect(page).toHaveURL(/\/payment-success\/[^/]+$/);
  });

  test('a declined test card ends on /payment-error with its status', async ({ page, request }) => {
    const product = await twoColourProduct(request);
    await signInByApi(page, request);
    await page.goto(product.route);
    await islandsReady(page);
    await addColour(page, product.skus[0].color_name);
    await drawer(page).getByRole('button', { name: 'Pay with PayPal' }).click();
    await page.getByRole('dialog', { name: 'PayPal sandbox emulator' }).getByRole('button', { name: 'Test card: declined' }).click();
    await expect(page).toHaveURL(/\/payment-error$/);
    await expect(page.getByRole('alert')).toHaveText(en.payment.declined);
    expect(en.payment.declined).toContain('DECLINED');
  });

  test("in German, a payment cancelled in PayPal's window and then one left pending each end on /payment-error in German", async ({
    page,
    request,
  }) => {
    const product = await twoColourProduct(request);
    await signInByApi(page, request);
    await page.goto(product.route);
    await islandsReady(page);
    await addColour(page, product.skus[0].color_name);
    await page.goto('/de/shopping-cart');
    await islandsReady(page);
    const emulator = page.getByRole('dialog', { name: 'PayPal sandbox emulator' });

    await page.getByRole('button', { name: de.cart.pay_paypal }).click();
    await emulator.getByRole('button', { name: 'Cancel and return to the shop' }).click();
    await expect(page).toHaveURL(/\/de\/payment-error$/);
    await expect(page.getByRole('alert')).toHaveText(de.payment.cancelled);

    await page.goto('/de/shopping-cart');
    await islandsReady(page);
    await page.getByRole('button', { name: de.cart.pay_paypal }).click();
    await emulator.getByRole('button', { name: 'Test card: pending' }).click();
    await expect(page).toHaveURL(/\/de\/payment-error$/);
    await expect(page.getByRole('alert')).toHaveText(de.payment.pending);
  });

  test('for a country the shop does not ship to, the cart says so and names no shipping price', async ({ page, request }) => {
    const product = await twoColourProduct(request);
    const { token } = await signInByApi(page, request);
    await request.post('/api/cart/product/add', {
      headers: { authorization: `Bearer ${token}` },
      data: { product_sku_id: product.skus[0].id, num: 1 },
    });
    await page.addInitScript(() => sessionStorage.setItem('country_code', 'CH'));
    await page.goto('/shopping-cart');
    await islandsReady(page);
    const totals = page.locator('.shopping-cart .cart-totals');
    await expect(totals.getByText('We do not ship to the selected country yet.', { exact: false })).toBeVisible();
    await expect(totals.locator('div', { hasText: 'Shipping' }).locator('dd')).toHaveText('Not available');
    await expect(totals.getByText('Free', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pay with PayPal', disabled: false })).toHaveCount(0);
  });

  test('an empty cart says so and leads back to the shop', async ({ page, request }) => {
    await signInByApi(page, request);
    await page.goto('/shopping-cart');
    await islandsReady(page);
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByText('There are no items in your cart.')).toBeVisible();
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('buying on a slow phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('at 6x CPU slowdown the first tap on Pay reaches PayPal and the purchase completes without a console error', async ({
    page,
    request,
  }) => {
    test.slow();
    const product = await twoColourProduct(request);
    const { token } = await signInByApi(page, request);
    const added = await request.post('/api/cart/product/add', {
      headers: { authorization: `Bearer ${token}` },
      data: { product_sku_id: product.skus[0].id, num: 1 },
    });
    expect((await added.json()).code).toBe(200);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });

    await page.goto('/shopping-cart', { waitUntil: 'domcontentloaded' });
    // One tap, as soon as the button is there: it must open PayPal's window, not be lost.
    await page.getByRole('button', { name: 'Pay with PayPal' }).tap();
    const paypal = page.getByRole('dialog', { name: 'PayPal sandbox emulator' });
    await expect(paypal).toBeVisible({ timeout: 30_000 });
    await paypal.getByRole('button', { name: 'Pay with paypal' }).tap();
    await expect(page).toHaveURL(/\/payment-success\/[^/]+$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible({ timeout: 30_000 });
    expect(errors).toEqual([]);
  });

  test('on a phone, an order whose card was declined is paid with Pay now, and an abandoned one is cancelled', async ({
    page,
    request,
  }) => {
    test.slow();
    const product = await twoColourProduct(request);
    const { token } = await signInByApi(page, request);
    const auth = { authorization: `Bearer ${token}` };
    const addToCart = async () =>
      expect(
        (
          await (
            await request.post('/api/cart/product/add', { headers: auth, data: { product_sku_id: product.skus[0].id, num: 1 } })
          ).json()
        ).code,
      ).toBe(200);
    const unpaidOrder = async () => {
      const list = (await (await request.get('/api/order/getList?status=pending_payment', { headers: auth })).json()).data.list;
      return list[0] as { id: number };
    };
    const paypal = page.getByRole('dialog', { name: 'PayPal sandbox emulator' });

    await addToCart();
    await page.goto('/shopping-cart');
    await islandsReady(page);
    await page.getByRole('button', { name: 'Pay with PayPal' }).tap();
    await paypal.getByRole('button', { name: 'Test card: declined' }).tap();
    await expect(page).toHaveURL(/\/payment-error$/);
    const declined = await unpaidOrder();
    await page.goto(`/user/order/${declined.id}`);
    await islandsReady(page);
    await expect(page.getByText('Awaiting payment').first()).toBeVisible();
    await expect(page.getByText(/The items are held for you until/)).toBeVisible();
    await expect(page.getByText('Shipping to United States')).toBeVisible();
    await page.getByRole('button', { name: 'Pay now' }).tap();
    await paypal.getByRole('button', { name: 'Pay with paypal' }).tap();
    await expect(page).toHaveURL(/\/payment-success\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();

    await addToCart();
    await page.goto('/shopping-cart');
    await islandsReady(page);
    await page.getByRole('button', { name: 'Pay with PayPal' }).tap();
    await paypal.getByRole('button', { name: 'Cancel and return to the shop' }).tap();
    await expect(page).toHaveURL(/\/payment-error$/);
    const abandoned = await unpaidOrder();
    await page.goto(`/user/order/${abandoned.id}`);
    await islandsReady(page);
    await page.getByRole('button', { name: 'Cancel order' }).tap();
    await expect(page.getByText('The order is cancelled; its items are available to others again.')).toBeVisible();
    await expect(page.getByText('Cancelled').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);

    // The list counts in English: "1 item", not "1 items".
    await page.goto('/user/order');
    await islandsReady(page);
    await expect(page.getByText(/ · 1 item · /).first()).toBeVisible();
    await expect(page.getByText(/1 items/)).toHaveCount(0);
  });

  test('on a phone, the success page adds up the order: original total, discount, shipping and total; "Free" shipping in German', async ({
    page,
    request,
  }) => {
    test.slow();
    const list = (await (await request.post('/api/product/getList', { data: { page_size: 48 } })).json()).data.list;
    // One unit ships at a price (US: free from $59.00 of goods); enough units ship free.
    const sku = list
      .flatMap((p: { product_sku_info: Array<{ id: number; stock_num: number; product_price: string }> }) => p.product_sku_info)
      .map((s: { id: number; stock_num: number; product_price: string }) => ({ ...s, free: Math.ceil(59 / Number(s.product_price)) }))
      .filter((s: { product_price: string; stock_num: number; free: number }) => Number(s.product_price) < 50 && s.stock_num > s.free)
      .sort((a: { free: number }, b: { free: number }) => a.free - b.free)[0] as { id: number; free: number };
    const { token } = await signInByApi(page, request);
    const auth = { authorization: `Bearer ${token}` };
    const addToCart = async (num: number) =>
      expect(
        (await (await request.post('/api/cart/product/add', { headers: auth, data: { product_sku_id: sku.id, num } })).json()).code,
      ).toBe(200);
    const lastOrder = async () => {
      const [{ id }] = (await (await request.get('/api/order/getList', { headers: auth })).json()).data.list;
      return (await (await request.get(`/api/order/read/${id}`, { headers: auth })).json()).data as Record<string, string>;
    };
    const amounts = page.locator('.order-amounts');
    const amount = (label: string) =>
      amounts
        .locator('div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd');
    const paypal = page.getByRole('dialog', { name: 'PayPal sandbox emulator' });

    await addToCart(1);
    await page.goto('/shopping-cart');
    await islandsReady(page);
    await page.locator('.shopping-cart').getByLabel('Coupon code').fill('welcome10');
    await page.locator('.shopping-cart').getByRole('button', { name: 'Apply' }).tap();
    await expect(page.locator('.shopping-cart').getByText('Discount (WELCOME10)')).toBeVisible();
    await page.getByRole('button', { name: 'Pay with PayPal' }).tap();
    await paypal.getByRole('button', { name: 'Pay with paypal' }).tap();
    await expect(page).toHaveURL(/\/payment-success\/[^/]+$/);
    await expect(amounts).toBeVisible();
    const paid = await lastOrder();
    expect(paid).toMatchObject({ shipping_price: '5.99', coupon_code: 'WELCOME10' });
    await expect(amount('Original total')).toHaveText(`$${paid.origin_total_price}`);
    await expect(amount('Discount (WELCOME10)')).toHaveText(`−$${paid.discount_price}`);
    await expect(amount('Shipping to United States')).toHaveText('$5.99');
    await expect(amount('Total')).toHaveText(`$${paid.total_price}`);
    expect(Number(paid.origin_total_price) - Number(paid.discount_price) + 5.99).toBeCloseTo(Number(paid.total_price), 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await addToCart(sku.free);
    await page.goto('/de/shopping-cart');
    await islandsReady(page);
    await page.getByRole('button', { name: de.cart.pay_paypal }).tap();
    await paypal.getByRole('button', { name: 'Pay with paypal' }).tap();
    await expect(page).toHaveURL(/\/de\/payment-success\/[^/]+$/);
    await expect(amounts).toBeVisible();
    const free = await lastOrder();
    expect(free).toMatchObject({ shipping_price: '0.00', discount_price: '0.00' });
    await expect(amount(de.orders.subtotal)).toHaveText(`$${free.origin_total_price}`);
    await expect(amounts.locator('dt', { hasText: 'Rabatt' })).toHaveCount(0);
    await expect(amount(de.orders.shipping.replace('{country}', 'Vereinigte Staaten'))).toHaveText(de.cart.free);
    await expect(amount(de.orders.total)).toHaveText(`$${free.total_price}`);
    expect(free.total_price).toBe(free.origin_total_price);
  });
});
