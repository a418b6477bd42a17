import { expect, test, type Page } from '@playwright/test';
import { codeFromMail, newEmail } from './auth.ts';
import { islandsReady } from './helpers.ts';
import { mailbox } from './mailbox.ts';

async function openModal(page: Page) {
  await page.goto('/');
  await islandsReady(page);
  await page.getByRole('button', { name: 'Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'REGISTER/LOGIN' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('the login modal', () => {
  test('validates e-mail and code with the spec messages and enables its buttons only for valid input', async ({ page }) => {
    const dialog = await openModal(page);
    expect((await dialog.boundingBox())!.width).toBe(450);
    const email = dialog.getByLabel('E-mail');
    const code = dialog.getByLabel('Verification code');
    const send = dialog.getByRole('button', { name: 'Send' });
    const submit = dialog.getByRole('button', { name: 'Register/Login' });
    await expect(email).toBeFocused();
    await expect(send).toBeDisabled();
    await expect(submit).toBeDisabled();

    await email.fill('someone@example');
    await expect(dialog.getByText('Please enter the correct email.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(send).toBeDisabled();
    await email.fill('');
    await expect(dialog.getByText('Please input your email.')).toBeVisible();
    await expect(dialog.getByText('Please enter the correct email.')).toHaveCount(0);
    await email.fill('someone@example.com');
    await expect(dialog.getByText(/Please (input your|enter the correct) email\./)).toHaveCount(0);
    await expect(send).toBeEnabled();
    await expect(submit).toBeDisabled();

    await code.fill('12a45');
    await expect(dialog.getByText('Verification code must be 6 digits.')).toBeVisible();
    await expect(submit).toBeDisabled();
    await code.fill('');
    await expect(dialog.getByText('Please input your code.')).toBeVisible();
    await expect(code).toHaveAttribute('maxlength', '6');
    await code.pressSequentially('12345678');
    await expect(code).toHaveValue('123456');
    await expect(dialog.getByText(/Please input your code\.|Verification code must be 6 digits\./)).toHaveCount(0);
    await expect(submit).toBeEnabled();

    // A valid code with a wrong e-mail is not enough.
    await email.fill('nobody@');
    await expect(submit).toBeDisabled();
    await expect(send).toBeDisabled();
  });

  test('a missing consent shakes its label in an error style and sends nothing', async ({ page }) => {
    const logins: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/user/login')) logins.push(r.url());
    });
    const dialog = await openModal(page);
    await dialog.getByLabel('E-mail').fill('someone@example.com');
    await dialog.getByLabel('Verification code').fill('123456');
    const adult = dialog.locator('label', { hasText: 'I am over 18.' });
    const privacy = dialog.locator('label', { hasText: 'I have read and agree to the Privacy Policy.' });
    await expect(privacy.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');

    // The colour of each label while it shakes, recorded in the page (the shake lasts only 500 ms).
    for (const label of [adult, privacy]) {
      await label.evaluate((el) => {
        const seen: string[] = [];
        (el as HTMLElement & { shakeColors?: string[] }).shakeColors = seen;
        new MutationObserver(() => {
          if (el.classList.contains('is-shaking')) seen.push(getComputedStyle(el).color);
        }).observe(el, { attributes: true, attributeFilter: ['class'] });
      });
    }
    const shakeColors = (label: typeof adult) => label.evaluate((el) => (el as HTMLElement & { shakeColors?: string[] }).shakeColors ?? []);
    await dialog.getByRole('button', { name: 'Register/Login' }).click();
    await expect.poll(() => shakeColors(adult)).toEqual(['rgb(198, 40, 40)']);
    await expect.poll(() => shakeColors(privacy)).toEqual(['rgb(198, 40, 40)']);
    // The shake ends by itself.
    await expect(adult).not.toHaveClass(/is-shaking/);
    await expect(privacy).not.toHaveClass(/is-shaking/);

    await dialog.getByLabel('I am over 18.').check();
    await dialog.getByRole('button', { name: 'Register/Login' }).click();
    await expect.poll(() => shakeColors(privacy)).toHaveLength(2);
    await expect(privacy).not.toHaveClass(/is-shaking/);
    expect(await shakeColors(adult)).toHaveLength(1);
    expect(logins).toEqual([]);
  });

  test('is a labelled dialog that keeps focus inside and closes with Escape', async ({ page }) => {
    const dialog = await openModal(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = dialog.getByRole('button', { name: 'Close' });
    // From the first control Shift+Tab wraps to the last enabled one (the policy link), and Tab back.
    await close.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account' })).toBeFocused();
  });

  test('Send counts down 60 s after a successful send and is throttled to once per 4 s', async ({ page, request }) => {
    await page.clock.install();
    const sends: number[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/email/sendVerifyCode')) sends.push(Date.now());
    });
    const dialog = await openModal(page);
    const email = newEmail('countdown');
    await dialog.getByLabel('E-mail').fill(email);
    // From here the page's time moves only when the test moves it: on a loaded machine real
    // seconds pass between steps and would tick the countdown past the number it checks.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const send = dialog.getByRole('button', { name: 'Send' });
    await send.click();
    await expect(dialog.getByRole('button', { name: '60s' })).toBeDisabled();
    await expect(dialog.getByText(`We sent a code to ${email}.`)).toBeVisible();
    expect(await mailbox().codeFor(email)).toMatch(/^\d{6}$/);
    await page.clock.fastForward(1000);
    await expect(dialog.getByRole('button', { name: '59s' })).toBeDisabled();
    await page.clock.fastForward(58_000);
    await expect(dialog.getByRole('button', { name: '1s' })).toBeDisabled();
    await page.clock.fastForward(1000);
    await expect(send).toBeEnabled();
    expect(sends).toHaveLength(1);

    // The server still holds its own 60 s cooldown for this address (real time): it refuses, the
    // modal shows its message as a warning and allows another try, but not within 4 s.
    const again = await (await request.post('/api/email/sendVerifyCode', { data: { email } })).json();
    expect(again.code).toBe(429);
    const refused = page.waitForResponse((r) => r.url().includes('/api/email/sendVerifyCode'));
    await send.click();
    await refused;
    await expect(page.getByRole('alert').filter({ hasText: /Please wait \d+ seconds before requesting another code/ })).toBeVisible();
    await expect(send).toBeEnabled();
    await send.click();
    await page.clock.fastForward(2000);
    await send.click();
    await page.clock.fastForward(2100);
    const third = page.waitForResponse((r) => r.url().includes('/api/email/sendVerifyCode'));
    await send.click();
    await third;
    // Requests go out in click order: a throttled click that had sent would be counted by now.
    expect(sends).toHaveLength(3);
  });

  test('a wrong code is refused with the server message as a warning, and the modal stays open', async ({ page, request }) => {
    const email = newEmail('wrong');
    const real = await codeFromMail(request, email);
    const wrong = real === '000000' ? '111111' : '000000';
    const dialog = await openModal(page);
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Verification code').fill(wrong);
    await dialog.getByLabel('I am over 18.').check();
    await dialog.getByLabel('I have read and agree to the Privacy Policy.').check();
    await dialog.getByRole('button', { name: 'Register/Login' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The verification code is incorrect or has expired' })).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('mooli_token'))).toBeNull();
  });

  test("a double submit sends one login, and on /de/ the server's answer is German", async ({ page, request }) => {
    const email = newEmail('double');
    const real = await codeFromMail(request, email);
    const logins: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/user/login')) logins.push(r.url());
    });
    await page.goto('/de/');
    await islandsReady(page);
    await page.getByRole('button', { name: 'Konto' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#login-email').fill(email);
    await dialog.locator('#login-code').fill(real === '000000' ? '111111' : '000000');
    for (const box of await dialog.getByRole('checkbox').all()) await box.check();
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/user/login'));
    await dialog.locator('button[type=submit]').dblclick();
    await answered;
    await expect(page.getByRole('alert').filter({ hasText: 'Der Bestätigungscode ist falsch oder abgelaufen.' })).toBeVisible();
    expect(logins).toHaveLength(1);
  });
});
