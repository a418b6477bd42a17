import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from './auth.ts';
import { hydrateAll, PRODUCT_ROUTE } from './shopper-states.ts';

/** A phone six times slower than this machine: islands hydrate well after the page is shown. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

test.describe('on a slow phone no tap or keystroke is lost', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the search icon tapped as soon as the page shows opens the search', async ({ page }) => {
    await slowPhone(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible({ timeout: 30_000 });
  });

  test('the cart icon of a signed-in shopper opens the cart', async ({ page, request }) => {
    await signInByApi(page, request);
    await slowPhone(page);
    await page.goto('/shop', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Shopping cart' }).click();
    await expect(page.getByRole('dialog', { name: /Shopping cart/i })).toBeVisible({ timeout: 30_000 });
  });

  test('the account icon opens the login modal, and an e-mail typed at once survives', async ({ page }) => {
    await slowPhone(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Account' }).click();
    const dialog = page.getByRole('dialog', { name: /sign in|log in|register/i });
    const email = dialog.getByRole('textbox', { name: 'E-mail' });
    await email.pressSequentially('early@example.com');
    await hydrateAll(page);
    await expect(email).toHaveValue('early@example.com');
    await expect(email).toBeFocused();
  });

  test('Add to cart tapped as soon as the product page shows adds to the cart', async ({ page, request }) => {
    await signInByApi(page, request);
    await slowPhone(page);
    await page.goto(PRODUCT_ROUTE, { waitUntil: 'commit' });
    // A shopper's tap lands whether or not the button looks ready.
    await page.getByRole('button', { name: 'Add to cart' }).click({ force: true });
    await expect(page.getByRole('dialog', { name: /Shopping cart/i })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: /Shopping cart/ }).locator('.badge')).toHaveText('1');
  });
});
