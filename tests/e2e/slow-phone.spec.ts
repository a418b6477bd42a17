import { expect as baseExpect, test, type Page, type Route } from '@playwright/test';
import { signInByApi } from './auth.ts';
import { hydrateAll, PRODUCT_ROUTE } from './shopper-states.ts';

// At six times slower, an island that hydrates, replays a tap and then loads what it opens can take
// longer than the default 10 s on a busy 2-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A phone six times slower than this machine. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

/**
 * Holds back the code of one island (as a slow connection would), so that a tap is sure to land
 * before that island has hydrated; `release` lets the code arrive.
 */
async function holdIsland(page: Page, component: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(new RegExp(`/js/${component}\\.[^/]+\\.js$`), (route) => (released ? route.continue() : held.push(route)));
  return {
    pending: () => page.locator(`astro-island[ssr][component-url*="/${component}."]`),
    release: async () => {
      released = true;
      await Promise.all(held.map((r) => r.continue()));
    },
  };
}

async function tapBeforeHydration(page: Page, component: string, path: string, tap: () => Promise<void>) {
  await slowPhone(page);
  const island = await holdIsland(page, component);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await tap();
  await expect(island.pending()).toHaveCount(1);
  await island.release();
}

test.describe('on a slow phone no tap or keystroke is lost', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the search icon tapped before the header hydrates opens the search', async ({ page }) => {
    await tapBeforeHydration(page, 'HeaderIcons', '/', () => page.getByRole('button', { name: 'Search', exact: true }).click());
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  });

  test('the cart icon of a signed-in shopper opens the cart', async ({ page, request }) => {
    await signInByApi(page, request);
    await tapBeforeHydration(page, 'HeaderIcons', '/shop', () => page.getByRole('button', { name: 'Shopping cart' }).click());
    await expect(page.getByRole('dialog', { name: /Shopping cart/i })).toBeVisible();
  });

  test('the account icon opens the login modal, and an e-mail typed at once survives', async ({ page }) => {
    await tapBeforeHydration(page, 'HeaderIcons', '/', () => page.getByRole('button', { name: 'Account' }).click());
    const email = page.getByRole('dialog', { name: 'REGISTER/LOGIN' }).getByRole('textbox', { name: 'E-mail' });
    await email.pressSequentially('early@example.com');
    await hydrateAll(page);
    await expect(email).toHaveValue('early@example.com');
    await expect(email).toBeFocused();
  });

  test('Add to cart tapped before the product page hydrates adds to the cart', async ({ page, request }) => {
    await signInByApi(page, request);
    await tapBeforeHydration(page, 'ProductSummary', PRODUCT_ROUTE, () => page.getByRole('button', { name: 'Add to cart' }).click());
    await expect(page.getByRole('dialog', { name: /Shopping cart/i })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Shopping cart' }).locator('.badge')).toHaveText('1');
  });
});

test('a colour and then Add to cart, both tapped before the product page hydrates, add that colour', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInByApi(page, request);
  const detail = (await (await request.get('/api/product/getDetail/1')).json()).data;
  const [, other] = detail.product_sku_info.filter((s: { stock_num: number }) => s.stock_num > 0);
  await tapBeforeHydration(page, 'ProductSummary', PRODUCT_ROUTE, async () => {
    await page
      .locator('.product-summary')
      .getByRole('radio', { name: new RegExp(other.color_name) })
      .click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
  });
  const drawer = page.getByRole('dialog', { name: /Shopping cart/i });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(other.color_name)).toBeVisible();
  await expect(page.locator('.product-summary').getByRole('radio', { name: new RegExp(other.color_name) })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('text typed into a form before its island hydrates is kept and sent', async ({ page }) => {
  test.setTimeout(90_000);
  const island = await holdIsland(page, 'Subscribe');
  await slowPhone(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const footer = page.locator('footer');
  const input = footer.getByRole('textbox');
  await input.scrollIntoViewIfNeeded();
  await input.pressSequentially('early-subscriber@example.com');
  await expect(island.pending()).toHaveCount(1);
  await island.release();
  await expect(island.pending()).toHaveCount(0);
  await expect(input).toHaveValue('early-subscriber@example.com');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Submitted successfully')).toBeVisible();
});

test('quiz answers and the submit tapped before the quiz hydrates show the matches', async ({ page }) => {
  test.setTimeout(90_000);
  await tapBeforeHydration(page, 'Quiz', '/quiz', async () => {
    for (const answer of ["I've tried a few", 'A relaxing body massage', 'For me and my partner', 'Over $60']) {
      await page.getByRole('radio', { name: answer }).check();
    }
    await page.getByRole('button', { name: 'Show my matches' }).click();
  });
  const results = page.getByRole('region', { name: 'Your matches' });
  await expect(results.locator('.product-card')).toHaveCount(4);
  await expect(page.getByRole('radio', { name: 'For me and my partner' })).toBeChecked();
  await expect(page).toHaveURL(/experience=some&goal=massage&company=partner&budget=over_60/);
});

test('a review filter chosen before the reviews hydrate is applied', async ({ page }) => {
  test.setTimeout(90_000);
  await tapBeforeHydration(page, 'ReviewBrowser', '/user-review', async () => {
    await page.getByRole('combobox', { name: 'Rating', exact: true }).selectOption('1');
  });
  await expect(page).toHaveURL(/rating=1/);
  await expect(page.locator('.review-card').first()).toBeVisible();
  await expect(page.locator('.review-card:not([data-rating="1"])')).toHaveCount(0);
});
