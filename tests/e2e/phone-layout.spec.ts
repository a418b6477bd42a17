import { expect, test } from '@playwright/test';
import { newEmail, signInByApi } from './auth.ts';
import { hydrateAll, PAGE_TYPES } from './shopper-states.ts';

const PHONE = { width: 390, height: 844 };

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('a menu button opens the whole menu with the Shop categories', async ({ page }, testInfo) => {
    await page.goto('/');
    await hydrateAll(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Bestsellers' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of ['Shop', 'Shop all', 'Moolitime', 'Mooliworld', 'Bestsellers', 'About', 'APP']) {
      await expect(nav.getByRole('link', { name: item, exact: true })).toBeInViewport();
    }
    await expect(nav.getByRole('link', { name: 'Shop', exact: true })).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath('phone-menu.png') });
    // The language and the shipping country are in the menu, readable in full.
    const country = page.getByRole('combobox', { name: 'Ship to' });
    await expect(country).toBeVisible();
    await expect(country).toHaveValue('US');
    const fits = await country.evaluate((select: HTMLSelectElement) => {
      const probe = document.createElement('span');
      probe.style.font = getComputedStyle(select).font;
      probe.style.position = 'absolute';
      probe.textContent = select.selectedOptions[0].text;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width <= select.clientWidth;
    });
    expect(fits).toBe(true);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(nav).toBeHidden();
    // A category from the menu opens the shop on it.
    await toggle.click();
    const category = page.getByRole('navigation', { name: 'Main' }).getByRole('listitem').nth(2).getByRole('link');
    await category.click();
    await expect(page).toHaveURL(/\/shop\/?\?t=[A-Za-z0-9_-]+$/);
  });

  test('the top banner is one line tall', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Announcements' });
    const lines = await banner.evaluate((el) => {
      const texts = Array.from(el.querySelectorAll('.top-banner-item > *'));
      const line = texts[0].getBoundingClientRect().height;
      const slide = getComputedStyle(texts[0].parentElement!);
      const inner = el.getBoundingClientRect().height - parseFloat(slide.paddingTop) - parseFloat(slide.paddingBottom);
      return { rects: texts.map((t) => t.getClientRects().length), inner, line };
    });
    expect(lines.rects.every((n) => n === 1)).toBe(true);
    expect(lines.inner).toBeLessThan(lines.line * 1.5);
  });

  test('no page scrolls sideways', async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    await signInByApi(page, request, newEmail('a-shopper-with-a-rather-long-address-for-phones'));
    const wide: string[] = [];
    for (const path of PAGE_TYPES) {
      await page.goto(path);
      await hydrateAll(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      if (width > PHONE.width) wide.push(`${path}: ${width}`);
      // Nor does anything stick out of the screen (outside the parts made to scroll or clip sideways).
      const out = await page.evaluate((limit) => {
        const clipped = (el: Element) => {
          for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
            if (getComputedStyle(p).overflowX !== 'visible') return true;
          }
          return false;
        };
        return Array.from(document.body.querySelectorAll('*'))
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && box.right > limit + 0.5 && !clipped(el);
          })
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
      }, PHONE.width);
      if (out.length) wide.push(`${path}: ${out.slice(0, 3).join(', ')}`);
      await page.screenshot({ path: testInfo.outputPath(`phone${path.replaceAll('/', '_') || '_home'}.png`), fullPage: true });
    }
    expect(wide).toEqual([]);
  });
});

test.describe('the account card', () => {
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    test(`keeps a long e-mail on one line at ${viewport.width} px, the whole address in its title`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const { email } = await signInByApi(page, request, newEmail('a-shopper-with-a-rather-long-address-for-the-card'));
      await page.goto('/user');
      const card = page.locator('.user-card');
      const line = card.getByText(email);
      await expect(line).toBeVisible();
      await expect(line).toHaveAttribute('title', email);
      const fit = await line.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const outer = el.closest('.user-card')!.getBoundingClientRect();
        const height = parseFloat(getComputedStyle(el).fontSize) * 2;
        return { oneLine: box.height < height, inside: box.left >= outer.left && box.right <= outer.right };
      });
      expect(fit).toEqual({ oneLine: true, inside: true });
    });
  }
});
