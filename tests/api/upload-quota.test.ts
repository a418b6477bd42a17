import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { homeBanners, productImages, products, shopBanners, uploads, users } from '../../api/db/schema/index.ts';
import { DAILY_UPLOADS } from '../../api/modules/upload/rules.ts';
import { sweepUnattached, uploadsDir, UPLOADS_URL } from '../../api/modules/upload/storage.ts';
import { bearer, signIn } from './helpers/auth.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { pngImage, postForm } from './helpers/images.ts';

/** What one account may upload in a day, the pixels an image may have, and uploads nothing uses. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const shopper = async (email: string) => {
  const token = await signIn(ctx, email);
  const [{ id }] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id, headers: { ...bearer(token), 'accept-language': 'de' } };
};
const upload = async (headers: Record<string, string>, data?: Buffer) =>
  postForm(
    ctx.app,
    '/api/upload/image',
    [{ name: 'image', filename: 'a.png', type: 'image/png', data: data ?? (await pngImage()) }],
    headers,
  );
const uploadsOf = async (userId: number) => ctx.db.select().from(uploads).where(eq(uploads.userId, userId));
/** Earlier uploads of the day, as rows (their files do not matter to the quota). */
const uploadedEarlier = (userId: number, n: number, bytes = 1000) =>
  ctx.db.insert(uploads).values(
    Array.from({ length: n }, (_, i) => ({
      userId,
      url: `${UPLOADS_URL}earlier-${userId}-${i}.png`,
      mime: 'image/png',
      bytes,
      width: 10,
      height: 10,
    })),
  );

describe('daily upload quota', () => {
  it("refuses the upload past the day's count with 429 in the shopper's language, and stores nothing", async () => {
    const { id, headers } = await shopper('quota-count@example.com');
    await uploadedEarlier(id, DAILY_UPLOADS.shopper.files - 1);
    expect(await upload(headers)).toMatchObject({ status: 200 });
    const refused = await upload(headers);
    expect(refused).toMatchObject({ status: 429, code: 429 });
    expect(refused.message).toContain('Upload-Limit');
    expect(await uploadsOf(id)).toHaveLength(DAILY_UPLOADS.shopper.files);
  });

  it("counts the day's bytes too", async () => {
    const { id, headers } = await shopper('quota-bytes@example.com');
    await uploadedEarlier(id, 1, DAILY_UPLOADS.shopper.bytes - 100);
    expect(await upload(headers)).toMatchObject({ status: 429 });
    expect(await uploadsOf(id)).toHaveLength(1);
  });

  it('lets one upload through of several sent at once for the last place', async () => {
    const { id, headers } = await shopper('quota-race@example.com');
    await uploadedEarlier(id, DAILY_UPLOADS.shopper.files - 1);
    const image = await pngImage();
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(headers, image)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    expect(await uploadsOf(id)).toHaveLength(DAILY_UPLOADS.shopper.files);
  });

  it('gives editors the larger quota, and uploads older than a day do not count', async () => {
    const { id, headers } = await shopper('quota-editor@example.com');
    await uploadedEarlier(id, DAILY_UPLOADS.shopper.files);
    expect(await upload(headers)).toMatchObject({ status: 429 });
    await ctx.db.update(users).set({ isEditor: true }).where(eq(users.id, id));
    expect(await upload(headers)).toMatchObject({ status: 200 });

    const other = await shopper('quota-yesterday@example.com');
    await uploadedEarlier(other.id, DAILY_UPLOADS.shopper.files);
    await ctx.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(uploads.userId, other.id));
    expect(await upload(other.headers)).toMatchObject({ status: 200 });
  });
});

describe('pixel limit', () => {
  it('refuses an image of more than 25 megapixels from its header, with 413, and stores nothing', async () => {
    const { id, headers } = await shopper('pixels@example.com');
    // 27 megapixels of one colour: a small file that would decode to 81 MB.
    const huge = await sharp({ create: { width: 6000, height: 4500, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024);
    const refused = await upload(headers, huge);
    expect(refused).toMatchObject({ status: 413, code: 413 });
    expect(refused.message).toContain('25 Megapixel');
    expect(await uploadsOf(id)).toHaveLength(0);
  });
});

describe('sweep of uploads nothing uses', () => {
  it('removes uploads older than a day that nothing uses, with their files, and keeps every used one', async () => {
    const { id, headers } = await shopper('sweep@example.com');
    const urls: string[] = [];
    for (let i = 0; i < 6; i++) urls.push((await upload(headers)).data.url as string);
    const [avatar, homeBanner, shopBanner, productImage, unused, recent] = urls;
    await ctx.db.update(users).set({ avatar }).where(eq(users.id, id));
    const text = { en: 'Banner' };
    await ctx.db.insert(homeBanners).values({ title: text, subtitle: text, buttonText: text, imageUrl: homeBanner });
    await ctx.db.insert(shopBanners).values({ title: text, subtitle: text, imageUrl: shopBanner });
    const [product] = await ctx.db.select({ id: products.id }).from(products).limit(1);
    await ctx.db
      .insert(productImages)
      .values({ productId: product.id, name: 'p', width: 64, height: 48, variants: { '64': productImage } });
    // Only `recent` is younger than a day when the sweep runs.
    const dayAfter = new Date(Date.now() + 25 * 3_600_000);
    await ctx.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() + 2 * 3_600_000) })
      .where(eq(uploads.url, recent));
    // A file the same sweep must not touch: another upload's name.
    const fileOf = (url: string) => path.join(uploadsDir(ctx.config), path.basename(url));
    mkdirSync(uploadsDir(ctx.config), { recursive: true });
    writeFileSync(fileOf('/media/uploads/not-an-upload.png'), 'x');

    // (Other tests' rows of this file, made without files and used by nothing, go too.)
    expect(await sweepUnattached(ctx.db, ctx.config, dayAfter)).toBeGreaterThanOrEqual(1);
    const left = new Set((await uploadsOf(id)).map((u) => u.url));
    expect([...left].sort()).toEqual([avatar, homeBanner, shopBanner, productImage, recent].sort());
    expect(existsSync(fileOf(unused))).toBe(false);
    for (const url of left) expect(existsSync(fileOf(url))).toBe(true);
    expect(existsSync(fileOf('/media/uploads/not-an-upload.png'))).toBe(true);
  });
});
