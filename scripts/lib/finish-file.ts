/**
 * The finishing step's work on one written file (scripts/lib/finish-build.ts): what a page carries
 * (the hashes of its inline scripts and styles, noindex) and its compressed copies. A file written
 * with the same bytes as the live site's keeps the live copies (hard links).
 */
import { link, readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { inlineHashes } from '../../api/lib/security-headers.ts';
import { isNoindex } from './sitemap.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers. */
export const MIN_BYTES = 1024;

/**
 * Best compression for the scripts and styles (few, content-hashed, cached for a year); a quick one
 * for the thousands of pages, rewritten by every publish; the quickest for the sitemap, rewritten
 * by every publish too and read by crawlers now and then. Per 130 KB product page: brotli quality 11
 * ~300 ms, 6 ~1.8 ms, 4 ~1.0 ms for 9 % more bytes than 6; gzip level 9 ~2.3 ms, 6 ~1.5 ms, 4
 * ~1.0 ms for 5 % more (the gzip copy is for the few clients without brotli). An 11 MB sitemap of
 * 11,000 pages: brotli 11 5.5 s, 4 102 ms, 1 8 ms for 16 % more bytes (269 KB); gzip 4 66 ms, 1 23 ms.
 */
const isAsset = (file: string) => /\.(m?js|css)$/.test(file);
const isSitemap = (file: string) => /(^|\/)sitemap[^/]*\.xml$/.test(file);
const brotliQuality = (file: string) => (isAsset(file) ? 11 : isSitemap(file) ? 1 : 4);
const gzipLevel = (file: string) => (isAsset(file) ? 9 : isSitemap(file) ? 1 : 4);

export async function precompress(file: string, data: Buffer) {
  if (data.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file), [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gz(data, { level: gzipLevel(file) }),
  ]);
  if (br.length < data.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
}

/** Links the live build's compressed copies of a file (those it has) beside the same file in the new build. */
export async function linkCompressed(previous: string, file: string): Promise<void> {
  await Promise.all(
    ['.br', '.gz'].map((ext) =>
      link(`${previous}${ext}`, `${file}${ext}`).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      }),
    ),
  );
}

export interface FileTask {
  /** The written file. */
  file: string;
  /** The same file in the live site, when there is one. */
  before?: string;
  /** Scan a page even when its bytes are the live page's (a renderer does not know what the live site's index holds of it). */
  learn?: boolean;
  /** The file's bytes, when the caller just wrote them (not read again). */
  data?: Buffer;
}

export interface FileResult {
  /** Whether the live site has the same bytes at `before` (a page then keeps what was learnt of it). */
  same: boolean;
  /** What a page carries, learnt from a page that is not the live one. */
  learnt?: { scripts: string[]; styles: string[]; noindex: boolean };
}

/** Scans a page that changed and makes (or links) the compressed copies of a compressible file. */
export async function finishFile({ file, before, learn, data: written }: FileTask): Promise<FileResult> {
  const isPage = file.endsWith('.html');
  if (!isPage && !COMPRESSIBLE.test(file)) return { same: false };
  const data = written ?? (await readFile(file));
  const same = before
    ? await readFile(before).then(
        (p) => p.equals(data),
        () => false,
      )
    : false;
  let learnt: FileResult['learnt'];
  if (isPage && (!same || learn)) {
    // Read as Latin-1, one character per byte, and hashed back to the same bytes: the markup looked
    // for is ASCII, which no byte of a multi-byte UTF-8 character is, and decoding UTF-8 took three
    // times as long (1.3 ms of a 105 KB page).
    const html = data.toString('latin1');
    learnt = { ...inlineHashes(html, 'latin1'), noindex: isNoindex(html) };
  }
  if (data.length >= MIN_BYTES) {
    if (same && before) await linkCompressed(before, file);
    else await precompress(file, data);
  }
  return { same, learnt };
}

/** Where a renderer finishes the pages it writes (scripts/renderer.ts): the live site's folder, when there is one. */
export const PREVIOUS_DIR_ENV = 'BUILD_PREVIOUS_DIR';

/** A line of a renderer's BUILD_KEYS_OUT file (beside the keys, src/lib/page-reuse.ts): pages it wrote and finished. */
export interface FinishedRecord {
  finished: Array<[file: string, result: FileResult]>;
}
