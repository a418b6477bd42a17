import { expect, test, type Page } from '@playwright/test';
import { newEmail, signInByApi } from './auth.ts';
import { islandsReady } from './helpers.ts';
import { mailbox } from './mailbox.ts';

/** Signs in through the modal already open on `page`, with the code from the e-mail that arrives. */
async function signInThroughModal(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'REGISTER/LOGIN' });
  await expect(dialog).toBeVisible();
  const before = (await mailbox().mailsTo(email)).length;
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('button', { name: /^\d+s$/ })).toBeDisabled();
  await dialog.getByLabel('Verification code').fill(await mailbox().codeFor(email, before));
  await dialog.getByLabel('I am over 18.').check();
  await dialog.getByLabel('I have read and agree to the Privacy Policy.').check();
  await dialog.getByRole('button', { name: 'Register/Login' }).click();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });

test.describe('signing in and the account area', () => {
  test('login-required pages send a signed-out shopper to / with redirect, and the modal opens there', async ({ page }) => {
    for (const [path, home] of [
      ['/user', '/'],
      ['/user/like?page=2', '/'],
      ['/shopping-cart', '/'],
      ['/payment-success/a1b2c3', '/'],
      ['/de/user/history', '/de/'],
      ['/ja/payment-error', '/ja/'],
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === home && url.searchParams.get('redirect') === path);
      await expect(page.getByRole('dialog')).toBeVisible();
    }
  });

  test('after signing in on the redirect page the shopper is back on the deep page they opened', async ({ page }) => {
    await page.goto('/user/like?page=2');
    await expect(page).toHaveURL(/\/\?redirect=%2Fuser%2Flike%3Fpage%3D2$/);
    const email = newEmail('redirect');
    await signInThroughModal(page, email);
    await expect(page).toHaveURL(/\/user\/like\?page=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My likes' })).toBeVisible();
    await expect(menu(page).getByText(email)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('mooli_token'))).toMatch(/\S{20,}/);
  });

  test('an unsafe redirect is not followed: the page reloads instead', async ({ page }) => {
    await page.goto('/?redirect=%2F%2Fevil.example%2Fsteal');
    await islandsReady(page);
    const reloaded = page.waitForEvent('load');
    await signInThroughModal(page, newEmail('unsafe'));
    await reloaded;
    await expect(page).toHaveURL((url) => url.host.startsWith('localhost') && url.pathname === '/');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('mooli_token'))).not.toBeNull();
  });

  test('sign in with the e-mailed code, like a product and see it on /user/like', async ({ page }) => {
    await page.goto('/');
    await islandsReady(page);
    await page.getByRole('button', { name: 'Account' }).click();
    const email = newEmail('journey');
    const reloaded = page.waitForEvent('load');
    await signInThroughModal(page, email);
    // No redirect: the page reloads signed in.
    await reloaded;
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('mooli_token'))).not.toBeNull();

    const card = page.locator('.product-card').first();
    await card.scrollIntoViewIfNeeded();
    await islandsReady(page, { visible: true });
    const name = (await card.locator('.product-card-title').textContent())!.trim();
    const like = card.getByRole('button', { name: 'Like' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Liked items' }).click();
    await expect(page).toHaveURL(/\/user\/like\/?$/);
    await expect(page.locator('.user-grid .product-card-title')).toHaveText([name]);
    await expect(menu(page).getByText(email)).toBeVisible();
    await expect(menu(page).getByTestId('like-count')).toHaveText('1');
    await expect(menu(page).getByTestId('history-count')).toHaveText('0');
  });

  test('a product the shopper opens shows up on /user/history', async ({ page, request }) => {
    await signInByApi(page, request, newEmail('history'));
    const groups = (await (await request.get('/api/route/getList')).json()).data;
    const route = groups.find((g: { label: string }) => g.label === 'product').children[2];
    await page.goto(route.route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.name);
    await islandsReady(page);
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/user\/?$/);
    await expect(menu(page).getByTestId('history-count')).toHaveText('1');
    await menu(page)
      .getByRole('link', { name: /History/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recently viewed' })).toBeVisible();
    await expect(page.locator('.user-grid .product-card-title')).toHaveText([route.name]);
  });

  test('logout says so on the home page and ends the session here and on the server', async ({ page, request }) => {
    const { token } = await signInByApi(page, request);
    await page.goto('/user');
    await expect(menu(page).getByTestId('like-count')).toHaveText('0');
    await menu(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('status').filter({ hasText: 'Logout successful' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('mooli_token'))).toBeNull();
    const info = await (await request.get('/api/user/getInfo', { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(info.code).toBe(4003);
    await page.goto('/user');
    await expect(page).toHaveURL(/\/\?redirect=%2Fuser$/);
  });

  test('a dead session is cleared and the login modal opens', async ({ page, request }) => {
    const { token } = await signInByApi(page, request);
    await page.goto('/user');
    await expect(menu(page).getByTestId('like-count')).toHaveText('0');
    // The session ends elsewhere (e.g. logout on another device).
    expect((await (await request.get('/api/user/logout', { headers: { Authorization: `Bearer ${token}` } })).json()).code).toBe(200);
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'REGISTER/LOGIN' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('mooli_token'))).toBeNull();
  });

  test('profile and "know more about you" are saved and shown in the menu', async ({ page, request }) => {
    await signInByApi(page, request, newEmail('profile'));
    await page.goto('/user');
    await expect(page.getByRole('heading', { level: 1, name: 'Customize Your Profile' })).toBeVisible();
    const username = page.getByLabel('Username', { exact: true });
    await expect(username).toHaveValue(/^profile-/);
    await username.fill('R');
    await page.getByLabel('Age', { exact: true }).fill('17');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your username must be 2 to 40 characters long.')).toBeVisible();
    await expect(page.getByText('You must be at least 18 years old.')).toBeVisible();
    await username.fill('Rosa');
    await page.getByLabel('Age', { exact: true }).fill('31');
    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Germany' });
    await page.getByLabel('Gender', { exact: true }).selectOption({ label: 'Female' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Submitted successfully' })).toBeVisible();
    await expect(menu(page).getByText('Rosa', { exact: true })).toBeVisible();
    await expect(menu(page).getByText('31 | Germany | Female')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue('Rosa');
    await expect(page.getByLabel('Age', { exact: true })).toHaveValue('31');

    await menu(page).getByRole('link', { name: 'Know More About You' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Know More About You' })).toBeVisible();
    const interests = page.getByRole('group', { name: 'What are you most interested in?' });
    await interests.getByLabel('Relaxation').check();
    await interests.getByLabel('Self-care').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Submitted successfully' })).toBeVisible();
    await page.reload();
    await expect(interests.getByLabel('Relaxation')).toBeChecked();
    await expect(interests.getByLabel('Self-care')).toBeChecked();
    await expect(interests.getByLabel('Pleasure')).not.toBeChecked();
  });

  test('when the account cannot be loaded the menu says so, and Retry loads it', async ({ page, request }) => {
    const { email } = await signInByApi(page, request, newEmail('retry'));
    // The header already knows the avatar, so the menu's is the only account load on the page.
    await page.addInitScript(() => localStorage.setItem('mooli_avatar', ''));
    await page.route('**/api/user/getInfo', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 503, message: 'Service unavailable', data: null }),
      }),
    );
    await page.goto('/user/history');
    await expect(menu(page).getByRole('alert')).toHaveText(/Your account could not be loaded\./);
    await page.unroute('**/api/user/getInfo');
    await menu(page).getByRole('button', { name: 'Try again' }).click();
    await expect(menu(page).getByText(email)).toBeVisible();
    await expect(menu(page).getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('a logout the server cannot answer says "Logout failed" and still signs the shopper out here', async ({ page, request }) => {
    await signInByApi(page, request, newEmail('logout-failed'));
    await page.goto('/user');
    await expect(menu(page).getByTestId('like-count')).toHaveText('0');
    await page.route('**/api/user/logout', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await menu(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('alert').filter({ hasText: 'Logout failed' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('mooli_token'))).toBeNull();
  });
});
