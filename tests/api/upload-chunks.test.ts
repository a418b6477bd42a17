import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chunkUploads, uploads, users } from '../../api/db/schema/index.ts';
import { freezeClock, resetClock } from '../../api/lib/clock.ts';
import { chunksRoot, sweepChunks } from '../../api/modules/upload/chunks.ts';
import { CHUNK_SIZE } from '../../api/modules/upload/schema.ts';
import { uploadsDir } from '../../api/modules/upload/storage.ts';
import { bearer, signIn } from './helpers/auth.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';
import { largeImage, pngImage, postForm } from './helpers/images.ts';

let ctx: TestContext;
let token: string;
let other: string;
let image: Buffer;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  token = await signIn(ctx, 'chunks@example.com');
  other = await signIn(ctx, 'someone-else@example.com');
  image = await largeImage('png', 4 * 1024 * 1024 + 12_345);
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => resetClock());

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const chunksOf = (file: Buffer) =>
  Array.from({ length: Math.ceil(file.length / CHUNK_SIZE) }, (_, i) => file.subarray(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE));

function sendChunk(
  file: Buffer,
  index: number,
  opts: { token?: string; hash?: string; data?: Buffer; size?: number; total?: number } = {},
) {
  const parts = chunksOf(file);
  const fields = {
    hash: opts.hash ?? sha256(file),
    total: String(opts.total ?? parts.length),
    name: 'photo.png',
    type: 'image/png',
    size: String(opts.size ?? file.length),
    index: String(index),
    ext: 'png',
  };
  return postForm(
    ctx.app,
    '/api/upload/chunk',
    [
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'package', filename: `photo.png.part${index}`, type: 'application/octet-stream', data: opts.data ?? parts[index] },
    ],
    bearer(opts.token ?? token),
  );
}

describe('POST /upload/chunk', () => {
  it('assembles chunks that arrive out of order and twice, checks the hash and returns the url', async () => {
    expect(chunksOf(image)).toHaveLength(3);
    expect(await sendChunk(image, 2)).toMatchObject({ code: 200, data: { done: false, received: 1, total: 3 } });
    expect(await sendChunk(image, 0)).toMatchObject({ code: 200, data: { done: false, received: 2, total: 3 } });
    expect(await sendChunk(image, 0)).toMatchObject({ code: 200, data: { done: false, received: 2, total: 3 } });
    const last = await sendChunk(image, 1);
    expect(last).toMatchObject({ status: 200, code: 200, data: { done: true } });
    const url = last.data.url as string;
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    const stored = readFileSync(path.join(uploadsDir(ctx.config), path.basename(url)));
    const meta = await sharp(stored).metadata();
    const original = await sharp(image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', original.width, original.height]);
    // The parts are gone once the file is assembled; a late copy of a chunk gets the same url.
    const [row] = await ctx.db
      .select()
      .from(chunkUploads)
      .where(eq(chunkUploads.hash, sha256(image)));
    expect(existsSync(path.join(chunksRoot(ctx.config), String(row.id)))).toBe(false);
    expect(await sendChunk(image, 2)).toMatchObject({ code: 200, data: { done: true, url } });

    // The url belongs to the uploader: it may become their avatar, nobody else's.
    expect((await call(ctx.app, 'POST', '/api/user/update', { body: { avatar: url }, headers: bearer(token) })).data.avatar).toBe(url);
    const stolen = await call(ctx.app, 'POST', '/api/user/update', { body: { avatar: url }, headers: bearer(other) });
    expect(stolen).toMatchObject({ status: 403, code: 403 });
  });

  it('throws away a file whose content does not match its hash', async () => {
    const file = await largeImage('png', 2 * 1024 * 1024 + 100);
    const wrong = sha256(Buffer.from('something else'));
    expect((await sendChunk(file, 1, { hash: wrong })).data).toMatchObject({ done: false, received: 1, total: 2 });
    const res = await sendChunk(file, 0, { hash: wrong });
    expect(res).toMatchObject({
      status: 400,
      code: 400,
      message: 'hash: the assembled file does not match its sha256, please upload it again',
    });
    expect(await ctx.db.select().from(chunkUploads).where(eq(chunkUploads.hash, wrong))).toHaveLength(0);
    // Uploading again, with the right hash, works.
    await sendChunk(file, 0);
    expect((await sendChunk(file, 1)).data.done).toBe(true);
  });

  it('refuses a chunk whose length does not fit the announced size', async () => {
    const res = await sendChunk(image, 0, { data: image.subarray(0, 1000) });
    expect(res).toMatchObject({ status: 400, message: `package: chunk 0 must be ${CHUNK_SIZE} bytes, got 1000` });
    const total = await sendChunk(image, 0, { total: 5 });
    expect(total).toMatchObject({ status: 400, code: 400 });
    expect(total.message).toMatch(/^total: /);
  });

  it('refuses a file announced above 5 MB with 413 before storing anything', async () => {
    const size = 6 * 1024 * 1024;
    const res = await sendChunk(image, 0, { size, total: 3, hash: sha256(Buffer.from('big')) });
    expect(res).toMatchObject({ status: 413, code: 413, message: 'File must be smaller than 5MB' });
    expect(
      await ctx.db
        .select()
        .from(chunkUploads)
        .where(eq(chunkUploads.hash, sha256(Buffer.from('big')))),
    ).toHaveLength(0);
  });

  it('refuses a chunk larger than 2 MB with 413', async () => {
    const res = await sendChunk(image, 0, { data: Buffer.alloc(CHUNK_SIZE + 1) });
    expect(res).toMatchObject({ status: 413, code: 413 });
  });

  it('refuses a text file sent in chunks (415)', async () => {
    const text = Buffer.alloc(CHUNK_SIZE + 10, 'just text ');
    await sendChunk(text, 0);
    expect(await sendChunk(text, 1)).toMatchObject({ status: 415, code: 415 });
    expect(
      await ctx.db
        .select()
        .from(chunkUploads)
        .where(eq(chunkUploads.hash, sha256(text))),
    ).toHaveLength(0);
  });

  it('checks the fields: a malformed hash or an index past the end is a 400 naming the field', async () => {
    expect(await sendChunk(image, 0, { hash: 'abc' })).toMatchObject({
      status: 400,
      message: 'hash: must be the sha256 hex of the whole file',
    });
    expect(await sendChunk(image, 3, { data: image.subarray(0, 10) })).toMatchObject({
      status: 400,
      message: 'index: must be below total',
    });
  });

  it("keeps one user's parts apart from another's upload of the same file", async () => {
    const file = await largeImage('png', 2 * 1024 * 1024 + 500);
    await sendChunk(file, 0, { token });
    expect((await sendChunk(file, 1, { token: other })).data).toMatchObject({ done: false, received: 1 });
    const mine = await sendChunk(file, 1, { token });
    expect(mine.data.done).toBe(true);
    const [owner] = await ctx.db.select({ userId: uploads.userId }).from(uploads).where(eq(uploads.url, mine.data.url));
    const [me] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'chunks@example.com'));
    expect(owner.userId).toBe(me.id);
  });

  it('sweeps uploads abandoned for an hour, and part folders nobody owns', async () => {
    const file = await largeImage('png', 2 * 1024 * 1024 + 900);
    await sendChunk(file, 0);
    const [row] = await ctx.db
      .select()
      .from(chunkUploads)
      .where(eq(chunkUploads.hash, sha256(file)));
    const folder = path.join(chunksRoot(ctx.config), String(row.id));
    expect(readdirSync(folder)).toEqual(['0.part']);
    const orphan = path.join(chunksRoot(ctx.config), '999999');
    mkdirSync(orphan, { recursive: true });
    utimesSync(orphan, new Date(Date.now() - 2 * 3_600_000), new Date(Date.now() - 2 * 3_600_000));

    const clock = freezeClock();
    clock.advance(59 * 60_000);
    await sweepChunks(ctx.db, ctx.config);
    expect(existsSync(folder)).toBe(true);
    clock.advance(2 * 60_000);
    await sweepChunks(ctx.db, ctx.config);
    expect(existsSync(folder)).toBe(false);
    expect(existsSync(orphan)).toBe(false);
    expect(await ctx.db.select().from(chunkUploads).where(eq(chunkUploads.id, row.id))).toHaveLength(0);
    // The remaining chunk starts a fresh upload instead of completing the swept one.
    expect((await sendChunk(file, 1)).data).toMatchObject({ done: false, received: 1 });
  });

  it('allows a single small image as one chunk', async () => {
    const small = await pngImage(20, 20);
    expect((await sendChunk(small, 0)).data.done).toBe(true);
  });
});
