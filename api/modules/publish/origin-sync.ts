import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, realpath, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { metrics } from '../../lib/metrics.ts';

/**
 * Pushes the live build to a static origin (a folder, or an S3-compatible bucket) that a CDN
 * serves, after each publish. Only what changed since the last sync is uploaded, in an order that
 * never lets a page link to an asset the origin does not have yet.
 */

/** The last sync's record at the target: each file's sha256. */
export const MANIFEST = '.mooli-origin.json';
const PARALLEL = 8;

export interface PutMeta {
  contentType: string;
  cacheControl: string;
}

export interface OriginTarget {
  /** Where it is, for the log. */
  readonly name: string;
  /** Every key it holds (the manifest and other dot-files included). */
  list(): Promise<string[]>;
  /** A key's content; undefined when there is no such key. */
  read(key: string): Promise<Buffer | undefined>;
  put(key: string, body: Buffer, meta: PutMeta): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface SyncResult {
  uploaded: number;
  deleted: number;
  unchanged: number;
  seconds: number;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** Dot-files are bookkeeping (the manifest, temporary files), never part of the site; `.well-known/` is. */
const synced = (key: string) => key.split('/').every((part) => !part.startsWith('.') || part === '.well-known');

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  xml: 'application/xml',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** The file a precompressed copy stands for: the CDN serves `x.html.br` as `x.html` with Content-Encoding. */
const uncompressed = (key: string) => key.replace(/\.(br|gz)$/, '');

export function contentType(key: string): string {
  const name = uncompressed(key);
  if (path.posix.basename(name) === '_headers') return TYPES.txt;
  return TYPES[path.posix.extname(name).slice(1).toLowerCase()] ?? 'application/octet-stream';
}

export const cacheControl = (key: string) =>
  /^(_astro|js)\//.test(key) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';

/**
 * Upload order: 0 assets (content-hashed scripts, styles, images), 1 pages, 2 what lists the
 * pages or applies to them (sitemaps, robots.txt, _headers). A page goes up only once everything
 * it links to is there; a sitemap only once its pages are.
 */
function phase(key: string): 0 | 1 | 2 {
  const name = uncompressed(key);
  if (name.endsWith('.html')) return 1;
  return /^(_headers|robots\.txt|sitemap[^/]*\.xml)$/.test(name) ? 2 : 0;
}

/** Runs `work` on the items, a few at a time; after a failure none is started, and it throws once none runs. */
async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const workers = Array.from({ length: Math.min(PARALLEL, items.length) }, async () => {
    while (!failed && next < items.length) {
      await work(items[next++]).catch((error: unknown) => {
        failed = true;
        throw error;
      });
    }
  });
  const failure = (await Promise.allSettled(workers)).find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function readManifest(target: OriginTarget, log: Log): Promise<Record<string, string> | undefined> {
  const data = await target.read(MANIFEST);
  if (!data) return undefined;
  try {
    const files = (JSON.parse(data.toString('utf8')) as { files?: unknown }).files;
    if (files && typeof files === 'object') return files as Record<string, string>;
  } catch {
    // unreadable: as if there were none
  }
  log.warn({ origin: target.name }, 'origin manifest unreadable; every file is uploaded');
  return undefined;
}

const writeManifest = (target: OriginTarget, files: Record<string, string>) =>
  target.put(MANIFEST, Buffer.from(JSON.stringify({ files })), { contentType: TYPES.json, cacheControl: 'no-store' });

/**
 * Makes the target hold exactly the files of `liveDir` (a link to the live build is resolved
 * first). The new and changed files go up in `phase` order, then what the build no longer has is
 * deleted, then the manifest is written.
 */
export async function syncToOrigin(liveDir: string, target: OriginTarget, log: Log): Promise<SyncResult> {
  const started = performance.now();
  const root = await realpath(liveDir);
  const keys = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter(synced)
    .sort();
  const hashes = new Map<string, string>();
  await inParallel(keys, async (key) => {
    hashes.set(key, sha256(await readFile(path.join(root, key))));
  });
  const manifestOf = (files: string[]) => Object.fromEntries(files.map((key) => [key, hashes.get(key)!]));

  const previous = await readManifest(target, log);
  // What is really there decides what is missing and what to delete; the manifest only vouches for content.
  const present = new Set((await target.list()).filter(synced));
  const current = (key: string) => present.has(key) && previous?.[key] === hashes.get(key);
  const changed = keys.filter((key) => !current(key));
  const gone = [...present].filter((key) => !hashes.has(key));

  // A sync cut off midway must not leave the manifest vouching for the old content of a file it
  // overwrote (a later build with that old content again would skip it): those entries go first.
  if (previous && changed.some((key) => key in previous)) await writeManifest(target, manifestOf(keys.filter(current)));
  for (const p of [0, 1, 2]) {
    await inParallel(
      changed.filter((key) => phase(key) === p),
      async (key) =>
        target.put(key, await readFile(path.join(root, key)), { contentType: contentType(key), cacheControl: cacheControl(key) }),
    );
  }
  await inParallel(gone, (key) => target.delete(key));
  if (changed.length || gone.length || !previous) await writeManifest(target, manifestOf(keys));

  const seconds = Math.round(performance.now() - started) / 1000;
  const result = { uploaded: changed.length, deleted: gone.length, unchanged: keys.length - changed.length, seconds };
  log.info({ origin: target.name, ...result }, 'origin synced');
  return result;
}

/** A folder a web server or CDN serves: each file replaced in one rename, so a request never reads half of one. */
export function directoryTarget(dir: string): OriginTarget {
  const root = path.resolve(dir);
  const file = (key: string) => path.join(root, ...key.split('/'));
  return {
    name: root,
    async list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
    },
    async read(key) {
      return readFile(file(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
    },
    async put(key, body) {
      const to = file(key);
      await mkdir(path.dirname(to), { recursive: true });
      const temp = path.join(path.dirname(to), `.${path.basename(to)}.${randomUUID()}.tmp`);
      try {
        await writeFile(temp, body);
        await rename(temp, to);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
      // Prunes the folders this left empty, up to the root.
      for (let folder = path.dirname(file(key)); folder.startsWith(root + path.sep); folder = path.dirname(folder)) {
        try {
          await rmdir(folder);
        } catch {
          break; // not empty (or already gone)
        }
      }
    },
  };
}

export interface BucketOptions {
  bucket: string;
  /** Keys start with it ("site/" or "site" alike); unset, the bucket's root. */
  prefix?: string;
  /** A non-AWS provider's endpoint (MinIO, R2 and the like). */
  endpoint?: string;
  region?: string;
}

/**
 * An S3-compatible bucket, through the AWS SDK (loaded only here; credentials come the SDK's way:
 * AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile or an instance role).
 */
export async function bucketTarget(opts: BucketOptions): Promise<OriginTarget> {
  const { S3Client, ListObjectsV2Command, GetObjectCommand, PutObjectCommand, DeleteObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: Boolean(opts.endpoint),
    // Checksums only where S3 requires them: not every S3-compatible provider accepts the SDK's default ones.
    ...(opts.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const } : {}),
  });
  const trimmed = (opts.prefix ?? '').replace(/^\/+|\/+$/g, '');
  const prefix = trimmed ? `${trimmed}/` : '';
  const Bucket = opts.bucket;
  return {
    name: `s3://${Bucket}/${prefix}`,
    async list() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(prefix.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: prefix + key }));
        return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async put(key, body, meta) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: prefix + key, Body: body, ContentType: meta.contentType, CacheControl: meta.cacheControl }),
      );
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: prefix + key }));
    },
  };
}

/**
 * The step run after each publish when an origin is configured (undefined otherwise). It never
 * throws: the site is live here whatever the origin does; a failed sync is logged and counted,
 * and the next publish syncs whatever differs.
 */
export function originSync(config: Config, log: FastifyBaseLogger): ((dir: string) => Promise<void>) | undefined {
  const { ORIGIN_DIR, ORIGIN_S3_BUCKET } = config;
  if (!ORIGIN_DIR && !ORIGIN_S3_BUCKET) return undefined;
  let target: Promise<OriginTarget> | undefined;
  return async (dir) => {
    try {
      target ??= ORIGIN_DIR
        ? Promise.resolve(directoryTarget(ORIGIN_DIR))
        : bucketTarget({
            bucket: ORIGIN_S3_BUCKET!,
            prefix: config.ORIGIN_S3_PREFIX,
            endpoint: config.ORIGIN_S3_ENDPOINT,
            region: config.ORIGIN_S3_REGION,
          });
      await syncToOrigin(dir, await target, log);
      metrics.originSyncs.inc({ outcome: 'ok' });
    } catch (error) {
      target = undefined; // made anew next time (a failed import or client is not kept)
      metrics.originSyncs.inc({ outcome: 'failed' });
      log.error({ err: error }, 'origin sync failed; the site is live here, and the next publish syncs again');
    }
  };
}
