import { expect, test } from '@playwright/test';
import { islandsReady } from './helpers.ts';
import { productByRoute } from './catalogue-helpers.ts';
import { signInByApi } from './auth.ts';
import { MAX_LINE_QUANTITY } from '../../api/modules/cart/rules.ts';

const ROUTE = '/products/rose-toy-classic';

test.describe('product card and product page', () => {
  test('a card swatch switches the shown colour, and a sold-out colour shows Sold Out', async ({ page, request }) => {
    const product = await productByRoute(request, ROUTE);
    const [first, soldOut, third] = product.product_sku_info;
    expect(soldOut.stock_num).toBe(0);
    expect(first.stock_num).toBeGreaterThan(0);

    await page.goto('/shop');
    await islandsReady(page);
    const card = page.locator('.product-card', { has: page.getByRole('link', { name: product.product_name, exact: true }) });
    const image = card.locator('.product-card-image img');
    await expect(card.getByRole('radio', { name: `Colour ${first.color_name}` })).toHaveAttribute('aria-checked', 'true');
    await expect(image).toHaveAttribute('src', first.cover_image.url);
    await expect(card.getByTestId('price')).toHaveText(`$${first.product_price}`);
    await expect(card.getByText('Sold Out')).toHaveCount(0);

    await card.getByRole('radio', { name: new RegExp(`^Colour ${soldOut.color_name}`) }).click();
    await expect(image).toHaveAttribute('src', soldOut.cover_image.url);
    expect(soldOut.cover_image.url).not.toBe(first.cover_image.url);
    await expect(card.getByTestId('price')).toHaveText(`$${soldOut.product_price}`);
    await expect(card).toHaveClass(/is-sold-out/);
    await expect(card.locator('.sold-out-text')).toHaveText('Sold Out');

    await card.getByRole('radio', { name: `Colour ${third.color_name}` }).click();
    await expect(image).toHaveAttribute('src', third.cover_image.url);
    // The third colour is a special edition with its own price.
    expect(third.product_price).not.toBe(first.product_price);
    await expect(card.getByTestId('price')).toHaveText(`$${third.product_price}`);
    await expect(card).not.toHaveClass(/is-sold-out/);
    await expect(card.getByText('Sold Out')).toHaveCount(0);
  });

  test('on the product page a swatch switches the gallery picture, price and stock', async ({ page, request }) => {
    const product = await productByRoute(request, ROUTE);
    const [first, soldOut] = product.product_sku_info;
    const pictureOf = (skuId: number) => product.images.find((i) => i.sku_id === skuId)!.url;

    await page.goto(ROUTE);
    await islandsReady(page);
    const summary = page.locator('.product-summary');
    const gallery = page.locator('.gallery');
    await expect(summary.getByTestId('price')).toHaveText(`$${first.product_price}`);
    await expect(summary.getByRole('status')).toHaveText(first.stock_num > 10 ? 'In stock' : `Only ${first.stock_num} left`);
    await expect(gallery).toHaveAttribute('data-active-image', product.images[0].url);

    await summary.getByRole('radio', { name: new RegExp(`^Colour ${soldOut.color_name}`) }).click();
    await expect(summary.getByRole('status')).toHaveText('Sold Out');
    await expect(summary.getByTestId('price')).toHaveText(`$${soldOut.product_price}`);
    await expect(summary.getByText(soldOut.color_name, { exact: true })).toBeVisible();
    await expect(gallery).toHaveAttribute('data-active-image', pictureOf(soldOut.id));
    await expect(gallery.locator('.swiper-slide-active img')).toHaveAttribute('src', pictureOf(soldOut.id));
    // Nothing to buy in a sold-out colour: the stepper is off.
    await expect(summary.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    await expect(summary.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

    await summary.getByRole('radio', { name: `Colour ${first.color_name}` }).click();
    await expect(gallery).toHaveAttribute('data-active-image', pictureOf(first.id));
    await expect(summary.getByRole('status')).not.toHaveText('Sold Out');

    const third = product.product_sku_info[2];
    expect(third.product_price).not.toBe(first.product_price);
    await summary.getByRole('radio', { name: `Colour ${third.color_name}` }).click();
    await expect(summary.getByTestId('price')).toHaveText(`$${third.product_price}`);
  });

  test('the quantity stepper keeps between 1 and the stock', async ({ page, request }) => {
    const product = await productByRoute(request, ROUTE);
    const stock = product.product_sku_info[0].stock_num;
    await page.goto(ROUTE);
    await islandsReady(page);
    const summary = page.locator('.product-summary');
    const input = summary.getByRole('textbox', { name: 'Quantity' });
    const minus = summary.getByRole('button', { name: 'Decrease quantity' });
    const plus = summary.getByRole('button', { name: 'Increase quantity' });

    await expect(input).toHaveValue('1');
    await expect(minus).toBeDisabled();
    await expect(plus).toBeEnabled();
    await plus.click();
    await plus.click();
    await expect(input).toHaveValue('3');
    await expect(minus).toBeEnabled();
    await minus.click();
    await expect(input).toHaveValue('2');

    // A non-numeric entry becomes 1 when the field is left.
    await input.fill('abc');
    await input.blur();
    await expect(input).toHaveValue('1');
    await expect(minus).toBeDisabled();

    // Above the stock (or the 99 one cart line takes) is clamped on Enter, and plus is then disabled.
    await input.fill(String(stock + 500));
    await expect(input).toHaveValue(String(stock + 500));
    await input.press('Enter');
    await expect(input).toHaveValue(String(Math.min(stock, MAX_LINE_QUANTITY)));
    await expect(plus).toBeDisabled();
    await expect(minus).toBeEnabled();

    await input.fill('0');
    await input.press('Enter');
    await expect(input).toHaveValue('1');
    await input.fill('7');
    await input.blur();
    await expect(input).toHaveValue('7');

    // Signed out, Add to cart asks the shopper to sign in first.
    const add = summary.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByRole('dialog', { name: 'REGISTER/LOGIN' })).toBeVisible();
  });

  test('a product page under /ja/ is in Japanese, with Product data for search engines', async ({ page, request }) => {
    const product = await productByRoute(request, ROUTE, 'ja');
    await page.goto(`/ja${ROUTE}`);
    await islandsReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.product_name);
    expect(product.product_name).toBe('ローズトイ クラシック');
    const summary = page.locator('.product-summary');
    await expect(summary.getByRole('status')).toHaveText('在庫あり');
    await expect(summary.getByRole('textbox', { name: '数量' })).toHaveValue('1');
    await expect(summary.getByRole('button', { name: '数量を増やす' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'カスタマーレビュー' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'こちらもおすすめ' })).toBeAttached();
    await expect(page.getByRole('navigation', { name: 'パンくずリスト' }).getByRole('link', { name: 'ショップ' })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', product.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/ja${ROUTE}$`));

    // Beside the Organization and BreadcrumbList data every page or product page carries.
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const ld = blocks.find((b) => b['@type'] === 'Product');
    expect(ld).toBeDefined();
    expect(ld.name).toBe(product.product_name);
    expect(ld.offers).toHaveLength(product.product_sku_info.length);
    expect(ld.offers[0]).toMatchObject({
      price: product.product_sku_info[0].product_price,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
    expect(ld.offers[1].availability).toBe('https://schema.org/OutOfStock');
    expect(ld.aggregateRating).toMatchObject({ ratingValue: product.review_rating, reviewCount: product.reviews });
  });

  test('reviews page through and the summary matches the API', async ({ page, request }) => {
    const product = await productByRoute(request, ROUTE);
    const second = (
      await (await request.post('/api/product/review/getProductList', { data: { product_id: product.id, page: 2, page_size: 5 } })).json()
    ).data;
    expect(second.total).toBeGreaterThan(5);
    await page.goto(ROUTE);
    const reviews = page.locator('#reviews');
    await reviews.scrollIntoViewIfNeeded();
    await islandsReady(page, { visible: true });
    await expect(reviews.locator('.reviews-count')).toHaveText(`${product.reviews} reviews`);
    await reviews.getByRole('navigation', { name: 'Review pages' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(reviews.locator('.review-author')).toHaveText(second.list.map((r: { author_name: string }) => r.author_name));
    await expect(reviews.locator('.review-text')).toHaveText(second.list.map((r: { content: string }) => r.content));
    await expect(reviews.getByRole('navigation', { name: 'Review pages' }).getByText('2', { exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('quantity on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a quantity typed and Add to cart tapped at once adds what the field shows, never above what the cart takes', async ({
    page,
    request,
  }) => {
    const product = await productByRoute(request, ROUTE);
    expect(product.product_sku_info[0].stock_num).toBeGreaterThan(MAX_LINE_QUANTITY);
    const { token } = await signInByApi(page, request);
    await page.goto(ROUTE);
    await islandsReady(page);
    const summary = page.locator('.product-summary');
    const input = summary.getByRole('textbox', { name: 'Quantity' });

    // Typed, then the button tapped straight away: leaving the field applies the entry, clamped to 99.
    await input.fill('150');
    await summary.getByRole('button', { name: 'Add to cart' }).click();
    await expect(input).toHaveValue(String(MAX_LINE_QUANTITY));
    await expect(summary.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
    await expect(drawer.getByRole('heading')).toHaveText(`Shopping Cart (${MAX_LINE_QUANTITY})`);
    // The "Success" toast does not cover the drawer's title.
    const toastBox = await page.getByRole('status').filter({ hasText: 'Success' }).last().boundingBox();
    const titleBox = await drawer.getByRole('heading').boundingBox();
    expect(toastBox && titleBox).toBeTruthy();
    expect(toastBox!.y >= titleBox!.y + titleBox!.height || toastBox!.y + toastBox!.height <= titleBox!.y).toBe(true);
    const cart = await (await request.get('/api/cart/getList', { headers: { authorization: `Bearer ${token}` } })).json();
    expect(cart.data.cartData.map((l: { num: number }) => l.num)).toEqual([MAX_LINE_QUANTITY]);
    // No raw validation text reached the shopper.
    await expect(page.getByText(/expected number/)).toHaveCount(0);
  });
});
