import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { afterSales, blogPosts, homeBanners, orderLines, productImages, shopBanners, uploads, users } from '../../db/schema/index.ts';
import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import { AppError, Code } from '../../lib/envelope.ts';
import { lockRows } from '../../lib/locks.ts';
import { mediaDir } from '../../lib/paths.ts';
import { text } from '../../lib/texts.ts';
import { cleanImage, type CleanImage } from './images.ts';
import { DAILY_UPLOADS } from './rules.ts';

const DAY_MS = 24 * 3_600_000;

/** Uploaded images live in DATA_DIR/media/uploads and are served (with nosniff) at /media/uploads/. */
export const uploadsDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(mediaDir(config), 'uploads');
export const UPLOADS_URL = '/media/uploads/';

type StoreContext = Pick<ShopperContext, 'db' | 'config' | 'user' | 'now' | 'locale'>;

/** Today's (last 24 hours') uploads of a user and the quota that applies to them. */
async function usedToday(db: Db, userId: number, at: Date) {
  const [row] = await db
    .select({
      files: sql<number>`count(${uploads.id})::int`,
      bytes: sql<number>`coalesce(sum(${uploads.bytes}), 0)::bigint`,
      staff: sql<boolean>`bool_or(${users.isEditor} or ${users.isOperator})`,
    })
    .from(users)
    .leftJoin(uploads, and(eq(uploads.userId, users.id), gt(uploads.createdAt, new Date(at.getTime() - DAY_MS))))
    .where(eq(users.id, userId));
  const quota = row?.staff ? DAILY_UPLOADS.staff : DAILY_UPLOADS.shopper;
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0), quota };
}

/** Refuses (429, in the shopper's language) an upload of `bytes` more that the day's quota has no room for. */
async function refuseOverQuota(ctx: StoreContext, db: Db, bytes: number) {
  const used = await usedToday(db, ctx.user.id, ctx.now());
  if (used.files + 1 > used.quota.files || used.bytes + bytes > used.quota.bytes)
    throw new AppError(Code.tooMany, text(ctx.locale, 'api.upload.quota', {}));
}

/**
 * Stores an uploaded image of the context's shopper: within their daily quota (looked at before the
 * image is decoded, and held exactly under their row's lock when it is recorded), cleaned
 * (cleanImage) and saved under a server-generated name; returns its url.
 */
export async function storeImage(ctx: StoreContext, data: Buffer, maxSide: number): Promise<string> {
  await refuseOverQuota(ctx, ctx.db, data.length);
  return saveUpload(ctx, await cleanImage(data, maxSide, ctx.locale));
}

async function saveUpload(ctx: StoreContext, image: CleanImage): Promise<string> {
  const { config } = ctx;
  const userId = ctx.user.id;
  const dir = uploadsDir(config);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${image.ext}`;
  const file = path.join(dir, name);
  // Written aside and renamed, so the public name never shows a half-written file.
  const partial = `${file}.partial`;
  await writeFile(partial, image.data, { mode: 0o644 });
  await rename(partial, file);
  const url = UPLOADS_URL + name;
  try {
    await inTransaction(ctx, async ({ db }) => {
      // The shopper's uploads queue on their row, so parallel uploads cannot pass the quota together.
      await lockRows(db, { users: [userId] });
      await refuseOverQuota(ctx, db, image.data.length);
      await db.insert(uploads).values({
        userId,
        url,
        mime: image.mime,
        bytes: image.data.length,
        width: image.width,
        height: image.height,
        createdAt: ctx.now(),
      });
    });
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return url;
}

/** Whether `url` is an upload of this user (the only images a user may point their profile at). */
export async function isOwnUpload(db: Db, userId: number, url: string): Promise<boolean> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.url, url), eq(uploads.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** The uploads of this user among `urls`, with their sizes (editors attach them to products and banners). */
export async function ownUploads(db: Db, userId: number, urls: string[]) {
  if (urls.length === 0) return [];
  return db
    .select({ url: uploads.url, width: uploads.width, height: uploads.height })
    .from(uploads)
    .where(and(inArray(uploads.url, urls), eq(uploads.userId, userId)));
}

/**
 * Every place an upload can be in use, as a condition on its url: a profile's avatar, an after-sales
 * request's photos, a banner's picture, a blog post's cover, a product image (any of its widths), an order line's cover.
 * An upload none of them names is attached to nothing.
 */
const usedAnywhere = (url: SQL) => sql`(
  exists (select 1 from ${users} where ${users.avatar} = ${url})
  or exists (select 1 from ${afterSales} where ${url} = any(${afterSales.photos}))
  or exists (select 1 from ${homeBanners} where ${homeBanners.imageUrl} = ${url})
  or exists (select 1 from ${shopBanners} where ${shopBanners.imageUrl} = ${url})
  or exists (select 1 from ${blogPosts} where ${blogPosts.coverUrl} = ${url})
  or exists (select 1 from ${productImages} i, jsonb_each_text(i.variants) v where v.value = ${url})
  or exists (select 1 from ${orderLines} where ${orderLines.coverUrl} = ${url}))`;

/** How long an upload waits to be used (a profile saved, a request sent, a product saved) before it is swept. */
export const UNATTACHED_KEPT_MS = DAY_MS;
const SWEEP_BATCH = 500;

/** Removes uploads older than a day that nothing uses, with their files; returns how many went. */
export async function sweepUnattached(db: Db, config: Pick<Config, 'DATA_DIR'>, at: Date): Promise<number> {
  const cutoff = new Date(at.getTime() - UNATTACHED_KEPT_MS);
  let swept = 0;
  for (;;) {
    const unused = db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(lt(uploads.createdAt, cutoff), sql`not ${usedAnywhere(sql`${uploads.url}`)}`))
      .limit(SWEEP_BATCH);
    const gone = await db.delete(uploads).where(inArray(uploads.id, unused)).returning({ url: uploads.url });
    const dir = uploadsDir(config);
    for (const { url } of gone) await rm(path.join(dir, path.basename(url)), { force: true });
    swept += gone.length;
    if (gone.length < SWEEP_BATCH) return swept;
  }
}
