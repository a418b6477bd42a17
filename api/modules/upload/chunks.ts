import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { chunkUploads } from '../../db/schema/index.ts';
import { now } from '../../lib/clock.ts';
import type { ShopperContext } from '../../lib/context.ts';
import { AppError, Code, conflict, invalid } from '../../lib/envelope.ts';
import { transition } from '../../lib/state-machine.ts';
import { TOO_LARGE_MESSAGE } from './images.ts';
import { CHUNK_SIZE, UPLOAD_MAX_BYTES, type ChunkFields, type ChunkResult } from './schema.ts';
import { chunkUploadMachine } from './states.ts';
import { storeImage } from './storage.ts';

/** An upload whose last chunk is older than this is abandoned and swept away. */
export const ABANDONED_AFTER_MS = 60 * 60_000;
export const IMAGE_MAX_SIDE = 2048;
/** Unfinished chunked uploads one user may have at once (each holds up to 5 MB on disk). */
const MAX_OPEN_UPLOADS = 5;

/** Parts wait in DATA_DIR/tmp/chunks/<upload id>/<index>.part, outside the public media folder. */
export const chunksRoot = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'tmp', 'chunks');
const partName = (index: number) => `${index}.part`;
const PART_PATTERN = /^(\d+)\.part$/;

/** The byte length chunk `index` of a file of `size` bytes must have. */
export const expectedChunkBytes = (size: number, total: number, index: number) =>
  index < total - 1 ? CHUNK_SIZE : size - CHUNK_SIZE * (total - 1);

function checkShape(fields: ChunkFields, bytes: number) {
  if (fields.size > UPLOAD_MAX_BYTES) throw new AppError(Code.tooLarge, TOO_LARGE_MESSAGE);
  const total = Math.ceil(fields.size / CHUNK_SIZE);
  if (fields.total !== total) throw invalid(`total: a file of ${fields.size} bytes has ${total} chunks of ${CHUNK_SIZE} bytes`);
  const expected = expectedChunkBytes(fields.size, fields.total, fields.index);
  if (bytes !== expected) throw invalid(`package: chunk ${fields.index} must be ${expected} bytes, got ${bytes}`);
}

async function receivedIndexes(dir: string, total: number): Promise<number[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .map((n) => PART_PATTERN.exec(n))
    .filter((m) => m !== null)
    .map((m) => Number(m[1]))
    .filter((i) => i < total)
    .sort((a, b) => a - b);
}

async function discard(db: Db, config: Pick<Config, 'DATA_DIR'>, id: number) {
  await db.delete(chunkUploads).where(eq(chunkUploads.id, id));
  await rm(path.join(chunksRoot(config), String(id)), { recursive: true, force: true });
}

const machineTarget = { table: chunkUploads, id: chunkUploads.id, status: chunkUploads.state };

/**
 * Takes one chunk of a file (POST /upload/chunk). Chunks may come in any order and more than once;
 * when the last missing one arrives, exactly one request assembles the file, checks its size and
 * sha256 against what the client announced, cleans it as an image and answers with its url.
 * A later copy of any chunk of a finished upload answers with the same url.
 */
export async function receiveChunk(ctx: ShopperContext, fields: ChunkFields, chunk: Buffer): Promise<ChunkResult> {
  const { db, config } = ctx;
  const userId = ctx.user.id;
  checkShape(fields, chunk.length);
  const at = ctx.now();
  const inProgress = await db
    .select({ hash: chunkUploads.hash })
    .from(chunkUploads)
    .where(and(eq(chunkUploads.userId, userId), eq(chunkUploads.state, 'open')));
  if (inProgress.length >= MAX_OPEN_UPLOADS && !inProgress.some((u) => u.hash === fields.hash)) {
    throw new AppError(Code.tooMany, 'Too many uploads in progress, please finish or wait for one of them');
  }
  await db
    .insert(chunkUploads)
    .values({ userId, hash: fields.hash, size: fields.size, total: fields.total, createdAt: at, updatedAt: at })
    .onConflictDoNothing({ target: [chunkUploads.userId, chunkUploads.hash] });
  const [upload] = await db
    .select()
    .from(chunkUploads)
    .where(and(eq(chunkUploads.userId, userId), eq(chunkUploads.hash, fields.hash)));
  if (!upload) throw conflict('The upload was just cancelled, please start again');
  if (upload.state === 'done' && upload.url) return { done: true, url: upload.url };
  if (upload.size !== fields.size || upload.total !== fields.total) {
    throw conflict('size: another upload of this file with a different size is in progress');
  }
  if (upload.state !== 'open') return waitForAssembly(ctx, upload.id);

  const dir = path.join(chunksRoot(config), String(upload.id));
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, partName(fields.index));
  const partial = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(partial, chunk);
  await rename(partial, target);
  await db.update(chunkUploads).set({ updatedAt: at }).where(eq(chunkUploads.id, upload.id));

  const received = await receivedIndexes(dir, upload.total);
  if (received.length < upload.total) return { done: false, received: received.length, total: upload.total };
  // Exactly one request wins the move to assembling; the others wait for its url.
  if (!(await transition(db, chunkUploadMachine, machineTarget, upload.id, 'open', 'assembling', { updatedAt: at }))) {
    return waitForAssembly(ctx, upload.id);
  }

  let url: string;
  try {
    const parts = await Promise.all(received.map((i) => readFile(path.join(dir, partName(i)))));
    const file = Buffer.concat(parts);
    const hash = createHash('sha256').update(file).digest('hex');
    if (file.length !== upload.size || hash !== upload.hash) {
      throw invalid('hash: the assembled file does not match its sha256, please upload it again');
    }
    url = await storeImage(ctx, file, IMAGE_MAX_SIDE);
  } catch (error) {
    // A failed file is thrown away whole; the client starts the upload over.
    await discard(db, config, upload.id);
    throw error;
  }
  await transition(db, chunkUploadMachine, machineTarget, upload.id, 'assembling', 'done', { url, updatedAt: ctx.now() });
  await rm(dir, { recursive: true, force: true });
  return { done: true, url };
}

const ASSEMBLY_POLL_MS = 50;
/** Longer than assembling and cleaning a 5 MB image takes on a busy machine. */
const ASSEMBLY_WAIT_MS = 60_000;

/**
 * The answer for a request that found another one assembling the file (possibly on another API
 * instance, so it watches the row): the url once it is done; the assembler's failure threw the
 * upload away, which this request reports as a conflict to start over.
 */
async function waitForAssembly(ctx: ShopperContext, id: number): Promise<ChunkResult> {
  const deadline = Date.now() + ASSEMBLY_WAIT_MS;
  for (;;) {
    const [row] = await ctx.db
      .select({ state: chunkUploads.state, url: chunkUploads.url, total: chunkUploads.total })
      .from(chunkUploads)
      .where(eq(chunkUploads.id, id));
    if (!row) throw conflict('The upload was just cancelled, please start again');
    if (row.state === 'done' && row.url) return { done: true, url: row.url };
    if (row.state === 'open' || Date.now() > deadline) return { done: false, received: row.total, total: row.total };
    await new Promise((resolve) => setTimeout(resolve, ASSEMBLY_POLL_MS));
  }
}

/**
 * Removes chunked uploads whose last activity is older than ABANDONED_AFTER_MS (finished ones
 * keep only their stored image), and part folders that no upload owns any more.
 */
export async function sweepChunks(db: Db, config: Pick<Config, 'DATA_DIR'>): Promise<number> {
  const cutoff = new Date(now().getTime() - ABANDONED_AFTER_MS);
  const stale = await db.delete(chunkUploads).where(lt(chunkUploads.updatedAt, cutoff)).returning({ id: chunkUploads.id });
  const root = chunksRoot(config);
  for (const { id } of stale) await rm(path.join(root, String(id)), { recursive: true, force: true });
  const folders = (await readdir(root).catch(() => [] as string[])).filter((n) => /^\d+$/.test(n));
  if (folders.length) {
    const live = await db
      .select({ id: chunkUploads.id })
      .from(chunkUploads)
      .where(inArray(chunkUploads.id, folders.map(Number)));
    const liveIds = new Set(live.map((r) => String(r.id)));
    for (const name of folders) {
      if (liveIds.has(name)) continue;
      // Leave a folder created a moment ago alone: its row may be committing right now.
      const info = await stat(path.join(root, name)).catch(() => null);
      if (info && info.mtimeMs < cutoff.getTime()) await rm(path.join(root, name), { recursive: true, force: true });
    }
  }
  return stale.length;
}
