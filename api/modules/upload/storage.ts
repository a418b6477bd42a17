import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import type { ShopperContext } from '../../lib/context.ts';
import { mediaDir } from '../../lib/paths.ts';
import type { CleanImage } from './images.ts';

/** Uploaded images live in DATA_DIR/media/uploads and are served (with nosniff) at /media/uploads/. */
export const uploadsDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(mediaDir(config), 'uploads');
export const UPLOADS_URL = '/media/uploads/';

/** Stores a cleaned image of the context's shopper under a server-generated name and records who uploaded it; returns its url. */
export async function saveUpload(ctx: Pick<ShopperContext, 'db' | 'config' | 'user' | 'now'>, image: CleanImage): Promise<string> {
  const { db, config } = ctx;
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
    await db
      .insert(uploads)
      .values({ userId, url, mime: image.mime, bytes: image.data.length, width: image.width, height: image.height, createdAt: ctx.now() });
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
