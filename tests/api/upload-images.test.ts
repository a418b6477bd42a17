import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uploads, users } from '../../api/db/schema/index.ts';
import { uploadsDir } from '../../api/modules/upload/storage.ts';
import { bearer, signIn } from './helpers/auth.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';
import { jpegWithExif, largeImage, pngImage, postForm } from './helpers/images.ts';

let ctx: TestContext;
let token: string;
let userId: number;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  token = await signIn(ctx, 'avatar@example.com');
  [{ id: userId }] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'avatar@example.com'));
});
afterAll(async () => {
  await ctx?.close();
});

const fileOf = (url: string) => path.join(uploadsDir(ctx.config), path.basename(url));
const storedFiles = () => (existsSync(uploadsDir(ctx.config)) ? readdirSync(uploadsDir(ctx.config)) : []);
const avatarOf = async () => (await ctx.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)))[0].avatar;

describe('POST /user/uploadAvatar', () => {
  it('stores a PNG under a server-made name, sets it as avatar and serves it with nosniff', async () => {
    const res = await postForm(
      ctx.app,
      '/api/user/uploadAvatar',
      [{ name: 'image', filename: '../../evil name.png', type: 'image/png', data: await pngImage() }],
      bearer(token),
    );
    expect(res).toMatchObject({ status: 200, code: 200 });
    const url = res.data.avatar as string;
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    expect(await avatarOf()).toBe(url);
    expect((await call(ctx.app, 'GET', '/api/user/getInfo', { headers: bearer(token) })).data.avatar).toBe(url);
    const meta = await sharp(readFileSync(fileOf(url))).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 64, height: 48 });
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-type']).toBe('image/png');
    const [row] = await ctx.db.select().from(uploads).where(eq(uploads.url, url));
    expect(row).toMatchObject({ userId, mime: 'image/png' });
  });

  it('re-encodes a JPEG without its metadata', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await postForm(
      ctx.app,
      '/api/user/uploadAvatar',
      [{ name: 'image', filename: 'me.jpg', type: 'image/jpeg', data: original }],
      bearer(token),
    );
    expect(res.code).toBe(200);
    const stored = readFileSync(fileOf(res.data.avatar));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('decides the type by content: a text file named .png is refused with 415 and nothing is stored', async () => {
    const before = storedFiles().length;
    const avatar = await avatarOf();
    const res = await postForm(
      ctx.app,
      '/api/user/uploadAvatar',
      [{ name: 'image', filename: 'shell.png', type: 'image/png', data: Buffer.from('<?php system($_GET["c"]); ?>') }],
      bearer(token),
    );
    expect(res).toMatchObject({ status: 415, code: 415, message: 'Only JPG and PNG images are allowed' });
    expect(storedFiles().length).toBe(before);
    expect(await avatarOf()).toBe(avatar);
  });

  it('refuses GIF, even when named .jpg', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const res = await postForm(
      ctx.app,
      '/api/user/uploadAvatar',
      [{ name: 'image', filename: 'a.jpg', type: 'image/jpeg', data: gif }],
      bearer(token),
    );
    expect(res).toMatchObject({ status: 415, code: 415 });
  });

  it('refuses a broken image with valid magic bytes (415)', async () => {
    const png = await pngImage();
    const res = await postForm(
      ctx.app,
      '/api/user/uploadAvatar',
      [{ name: 'image', filename: 'a.png', type: 'image/png', data: png.subarray(0, 40) }],
      bearer(token),
    );
    expect(res).toMatchObject({ status: 415, message: 'The file is not a valid JPG or PNG image' });
  });

  it('refuses a 6 MB JPEG with 413', async () => {
    const before = storedFiles().length;
    const big = await largeImage('jpeg', 6 * 1024 * 1024);
    const res = await postForm(
      ctx.app,
      '/api/user/uploadAvatar',
      [{ name: 'image', filename: 'big.jpg', type: 'image/jpeg', data: big }],
      bearer(token),
    );
    expect(res).toMatchObject({ status: 413, code: 413, message: 'File must be smaller than 5MB' });
    expect(storedFiles().length).toBe(before);
  });

  it('needs the file in the field `image`', async () => {
    const res = await postForm(
      ctx.app,
      '/api/user/uploadAvatar',
      [{ name: 'file', filename: 'a.png', type: 'image/png', data: await pngImage() }],
      bearer(token),
    );
    expect(res).toMatchObject({ status: 400, code: 400 });
    const none = await postForm(ctx.app, '/api/user/uploadAvatar', [{ name: 'note', value: 'hi' }], bearer(token));
    expect(none).toMatchObject({ status: 400, message: 'image: a file is required' });
    const json = await call(ctx.app, 'POST', '/api/user/uploadAvatar', { body: { image: 'x' }, headers: bearer(token) });
    expect(json).toMatchObject({ status: 400, message: 'image: send the file as multipart/form-data' });
  });
});

describe('POST /upload/image', () => {
  it('stores a 3 MB PNG (beyond the JSON body limit) and returns its url, owned by the uploader', async () => {
    const res = await postForm(
      ctx.app,
      '/api/upload/image',
      [{ name: 'image', filename: 'x.png', type: 'image/png', data: await largeImage('png', 3 * 1024 * 1024) }],
      bearer(token),
    );
    expect(res).toMatchObject({ status: 200, code: 200 });
    expect(res.data.url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    expect(existsSync(fileOf(res.data.url))).toBe(true);
    const [row] = await ctx.db.select().from(uploads).where(eq(uploads.url, res.data.url));
    expect(row.userId).toBe(userId);
  });

  it('refuses a text file named .png with 415', async () => {
    const res = await postForm(
      ctx.app,
      '/api/upload/image',
      [{ name: 'image', filename: 'notes.png', type: 'image/png', data: Buffer.from('just some text, not an image') }],
      bearer(token),
    );
    expect(res).toMatchObject({ status: 415, code: 415 });
  });

  it('refuses two files in one request', async () => {
    const png = await pngImage();
    const res = await postForm(
      ctx.app,
      '/api/upload/image',
      [
        { name: 'image', filename: 'a.png', type: 'image/png', data: png },
        { name: 'image', filename: 'b.png', type: 'image/png', data: png },
      ],
      bearer(token),
    );
    expect(res.status).toBe(400);
  });
});
