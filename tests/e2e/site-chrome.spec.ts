import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newEmail } from './auth.ts';
import { islandsReady } from './helpers.ts';
import { mailbox } from './mailbox.ts';

const CONSENT = 'mooli_consent';
const DAY_S = 24 * 3600;
const bar = (page: Page) => page.getByRole('region', { name: 'Adults only, and cookies' });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** What the browser does when the shopper switches tabs or apps. */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

/** Analytics batches the browser sends, as the API receives them. */
function collectBeacons(context: BrowserContext) {
  const batches: Array<Array<{ event_type: string; page_name: string; device_id: string; session_id: string }>> = [];
  context.on('request', (req) => {
    if (req.url().endsWith('/api/event/save') && req.method() === 'POST') batches.push(JSON.parse(req.postData() ?? '{}').events);
  });
  return batches;
}

test.describe('consent bar (no consent cookie yet)', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('locks scrolling until Accept, which sets a 30-day cookie and keeps the bar away on reload', async ({ page, context }) => {
    await page.goto('/shop');
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText('18');
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');

    await bar(page).getByRole('button', { name: 'Accept' }).click();
    await expect(bar(page)).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === CONSENT);
    expect(cookie?.value).toBe('1');
    const days = (cookie!.expires - Date.now() / 1000) / DAY_S;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    // Scrolling works again.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);

    await page.reload();
    // Decided before first paint: the class that shows the bar is never set once the cookie exists.
    expect(await page.evaluate(() => document.documentElement.classList.contains('consent-pending'))).toBe(false);
    await expect(bar(page)).toBeHidden();
    await islandsReady(page);
    await expect(bar(page)).toBeHidden();
  });

  test('is not on the error page, which links home', async ({ page }) => {
    await page.goto('/error');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(bar(page)).toBeVisible();
  });

  test('is accessible while shown, in German too', async ({ page }) => {
    await page.goto('/de/');
    await islandsReady(page);
    await expect(page.getByRole('region', { name: 'Nur für Erwachsene, und Cookies' })).toBeVisible();
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  test('analytics are sent only after consent, in one batch when the page is hidden', async ({ page, context }) => {
    const batches = collectBeacons(context);
    await page.goto('/shop');
    await islandsReady(page);
    // Hidden without consent: nothing is sent, and nothing is kept for later.
    await setVisibility(page, 'hidden');
    await setVisibility(page, 'visible');
    await bar(page).getByRole('button', { name: 'Accept' }).click();

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/event/save'));
    await setVisibility(page, 'hidden');
    await sent;
    await expect.poll(() => batches.length).toBe(1);
    const events = batches.flat();
    expect(events.map((e) => [e.event_type, e.page_name])).toEqual([['page_view', 'shop']]);
    expect(events[0].device_id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(events[0].session_id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(await page.evaluate(() => localStorage.getItem('mooli_device_id'))).toBe(events[0].device_id);
  });
});

test.describe('with consent', () => {
  test('a search and the page view go out together when the tab is hidden', async ({ page, context }) => {
    const batches = collectBeacons(context);
    await page.goto('/');
    await islandsReady(page);
    await page.getByRole('button', { name: 'Search' }).first().click();
    const input = page.getByPlaceholder('search...');
    await input.fill('rose');
    await input.press('Enter');
    await expect(page.getByText('your search for "rose" revealed the following:')).toBeVisible();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/event/save'));
    await setVisibility(page, 'hidden');
    await sent;
    await expect.poll(() => batches.length).toBe(1);
    const [batch] = batches;
    expect(batch.map((e) => e.event_type)).toEqual(['page_view', 'search']);
  });

  test('back to top appears after scrolling and brings the page back up', async ({ page }) => {
    await page.goto('/shop');
    await islandsReady(page);
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await page.mouse.wheel(0, 800);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('the floating social menu opens with the seven networks and closes on Escape', async ({ page }) => {
    await page.goto('/');
    await islandsReady(page);
    const toggle = page.getByRole('button', { name: 'Follow us on social media' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mooli on social media' });
    for (const name of ['X', 'Instagram', 'TikTok', 'Reddit', 'Facebook', 'Discord', 'YouTube']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Instagram' })).toBeHidden();
  });

  test('the contact form shows each field message, then "Submitted successfully"', async ({ page }) => {
    // The form tells the API how long the shopper took; the test's clock stands in for a person's seconds.
    await page.clock.install();
    await page.goto('/contact-us');
    await islandsReady(page);
    const form = page.locator('form.site-form').first();
    await form.getByRole('button', { name: 'Send' }).click();
    const name = form.getByRole('textbox', { name: /Your name/ });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('This field is required.');
    await expect(name).toBeFocused();
    await expect(form.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription('This field is required.');
    await expect(form.getByRole('combobox', { name: /Topic/ })).toHaveAccessibleDescription('This field is required.');

    await name.fill('Ada Reader');
    await form.getByRole('textbox', { name: /E-mail/ }).fill('ada@example');
    await form.getByRole('combobox', { name: /Topic/ }).selectOption('shipping');
    await form.getByRole('textbox', { name: /Message/ }).fill('Short');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    await expect(form.getByRole('textbox', { name: /Message/ })).toHaveAccessibleDescription('Please write at least 10 characters.');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');

    await form.getByRole('textbox', { name: /E-mail/ }).fill('ada@example.com');
    await form.getByRole('textbox', { name: /Message/ }).fill('My parcel has not arrived yet, could you check?');
    await page.clock.fastForward(5000);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('status')).toHaveText('Submitted successfully');
    await expect(name).toHaveValue('');
  });

  test('the German wholesale form answers in German', async ({ page }) => {
    await page.goto('/de/wholesale');
    await islandsReady(page);
    const form = page.locator('form.site-form');
    await form.getByRole('button', { name: 'Senden' }).click();
    await expect(form.getByRole('textbox', { name: /Firma/ })).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');
    await expect(form.getByRole('status')).toHaveText('Bitte prüfe die markierten Felder.');
  });

  test('a footer signup joins the list only through the mailed link, in German', async ({ page }) => {
    const email = newEmail('reader');
    await page.goto('/de/');
    await islandsReady(page);
    const footer = page.locator('footer');
    await footer.getByRole('textbox').fill(email);
    await footer.getByRole('button', { name: 'Abonnieren' }).click();
    await expect(footer.getByRole('status')).toContainText('Bitte sieh in deinem Postfach nach');

    const box = mailbox();
    await expect.poll(async () => (await box.mailsTo(email)).length).toBe(1);
    const [mail] = await box.mailsTo(email);
    expect(mail.subject).toBe('Bitte bestätige dein Mooli-Abonnement');
    const link = /http:\/\/localhost:\d+\/de\/subscribe-confirm\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();

    await page.goto(link!);
    const result = page.locator('main').getByRole('status');
    await expect(result).toHaveText('Dein Abonnement ist bestätigt. Willkommen im Mooli-Newsletter!');
    // The link works once.
    await page.reload();
    await expect(result).toContainText('ungültig oder abgelaufen');
  });
});

test.describe('floating buttons on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /**
   * Scrolls `target` to where the floating social button is and answers what a tap there reaches:
   * the target (the floating buttons stepped aside) or the floating button covering it.
   */
  async function tapUnderFloatingButtons(page: Page, target: ReturnType<Page['locator']>) {
    const toggle = page.locator('[data-social-toggle]');
    const [t, b] = [await toggle.boundingBox(), await target.boundingBox()];
    if (!t || !b) throw new Error('not laid out');
    // The target spans the column the floating buttons sit in: without stepping aside they would cover it.
    expect(b.x + b.width).toBeGreaterThan(t.x + t.width / 2);
    await page.evaluate((dy) => window.scrollBy(0, dy), b.y + b.height / 2 - (t.y + t.height / 2));
    const point = { x: t.x + t.width / 2, y: t.y + t.height / 2 };
    return () =>
      target.evaluate((el, p) => {
        const hit = document.elementFromPoint(p.x, p.y);
        return hit !== null && el.contains(hit);
      }, point);
  }

  test("never cover Add to cart or the contact form's Send", async ({ page }) => {
    await page.goto('/products/rose-toy-classic');
    await islandsReady(page);
    const reachesAdd = await tapUnderFloatingButtons(page, page.getByRole('button', { name: 'Add to cart' }));
    await expect.poll(reachesAdd).toBe(true);

    await page.goto('/contact-us');
    await islandsReady(page);
    const reachesSend = await tapUnderFloatingButtons(page, page.locator('form [type="submit"]').first());
    await expect.poll(reachesSend).toBe(true);
    // Scrolled on, the buttons are back.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('[data-social-toggle]')).toBeVisible();
  });
});

test.describe('header at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the country select shows the whole country name in German and Polish', async ({ page }) => {
    for (const locale of ['de', 'pl']) {
      await page.goto(`/${locale}/`);
      await islandsReady(page);
      const select = page.locator('.header-tools .country-select select');
      const shown = await select.evaluate((e) => e.clientWidth);
      // The width the select takes when nothing limits it: the longest option's.
      const natural = await select.evaluate((e: HTMLSelectElement) => {
        e.style.setProperty('max-width', 'none');
        const width = e.clientWidth;
        e.style.removeProperty('max-width');
        return width;
      });
      expect(shown, locale).toBe(natural);
    }
    // And at 1024 px the navigation still fits on the header's one line beside it.
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/de/');
    await islandsReady(page);
    const top = async (selector: string) => (await page.locator(selector).first().boundingBox())!.y;
    expect(Math.abs((await top('.main-nav a')) - (await top('.header-tools .country-select select')))).toBeLessThan(24);
  });
});
