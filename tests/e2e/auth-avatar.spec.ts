import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signInByApi } from './auth.ts';

const MB = 1024 * 1024;

/** A photo-like JPEG of random pixels: noise does not compress, so `side` controls the size. */
async function noiseJpeg(side: number): Promise<Buffer> {
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

test.describe('the avatar', () => {
  test('refuses other types and files over 5 MB before sending anything', async ({ page, request }) => {
    await signInByApi(page, request);
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/(upload|user\/uploadAvatar)/.test(r.url())) uploads.push(r.url());
    });
    await page.goto('/user');
    const input = page.getByTestId('avatar-input');
    await expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    await expect(page.getByRole('button', { name: 'Change avatar' })).toBeEnabled();

    await input.setInputFiles({ name: 'cat.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByRole('alert').filter({ hasText: 'Only JPG, PNG, GIF, and BMP formats are allowed' })).toBeVisible();
    await input.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * MB + 1, 0xff) });
    await expect(page.getByRole('alert').filter({ hasText: 'File must be smaller than 5MB' })).toBeVisible();
    expect(uploads).toEqual([]);
  });

  test('a small image goes to /user/uploadAvatar in one piece', async ({ page, request }) => {
    await signInByApi(page, request);
    await page.goto('/user');
    await expect(page.getByRole('button', { name: 'Change avatar' })).toBeEnabled();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ee5e7b' } })
      .png()
      .toBuffer();
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/user/uploadAvatar'));
    await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    expect((await (await sent).json()).code).toBe(200);
    const avatar = page.getByRole('img', { name: /^Avatar of / });
    await expect(avatar).toHaveAttribute('src', /^\/media\/uploads\/[0-9a-f]+\.png$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your avatar has been updated' })).toBeVisible();
    // It is the profile's avatar now, after a reload too.
    const src = (await avatar.getAttribute('src'))!;
    await page.reload();
    await expect(page.getByRole('img', { name: /^Avatar of / })).toHaveAttribute('src', src);
    // The header's account icon shows it on every page, without asking the API again.
    const infoCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/user/getInfo')) infoCalls.push(r.url());
    });
    await page.goto('/shop');
    await expect(page.getByRole('button', { name: 'Account' }).locator('img')).toHaveAttribute('src', src);
    expect(infoCalls).toEqual([]);
  });

  test('a file of 2 MB or more goes in 2 MB chunks, then becomes the avatar', async ({ page, request }) => {
    await signInByApi(page, request);
    const jpeg = await noiseJpeg(1700);
    expect(jpeg.length).toBeGreaterThan(2 * MB);
    expect(jpeg.length).toBeLessThanOrEqual(5 * MB);
    const chunks: number[] = [];
    const calls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url()).pathname;
      if (url === '/api/upload/chunk') chunks.push(r.postDataBuffer()?.length ?? 0);
      if (/^\/api\/(user\/uploadAvatar|user\/update)$/.test(url)) calls.push(url);
    });
    await page.goto('/user');
    await expect(page.getByRole('button', { name: 'Change avatar' })).toBeEnabled();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/update'));
    await page.getByTestId('avatar-input').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    expect((await (await saved).json()).code).toBe(200);
    expect(chunks).toHaveLength(Math.ceil(jpeg.length / (2 * MB)));
    expect(calls).toEqual(['/api/user/update']);
    await expect(page.getByRole('img', { name: /^Avatar of / })).toHaveAttribute('src', /^\/media\/uploads\/[0-9a-f]+\.jpg$/);
  });
});
