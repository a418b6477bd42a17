/**
 * A digest of the code a build renders pages with: the storefront, the API modules it imports, the
 * translations, the public files, the configuration and the locked dependencies. A publish takes a
 * page over from the live site only when this digest is the live site's (see src/lib/page-reuse.ts),
 * so a deploy with changed code renders every page.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const FOLDERS = ['src', 'api', 'i18n', 'public'];
// With the build's own plugins that astro.config.mjs loads (a change of how inline scripts are
// minified changes every page).
const FILES = ['astro.config.mjs', 'package-lock.json', 'tsconfig.json', 'scripts/lib/inline-scripts.ts', 'scripts/lib/kept-renderer.ts'];

/** The last digest and the files' sizes and times it was made from: a publish stats the files instead of reading them all again. */
let last: { stamp: string; digest: string } | undefined;

export async function sourceDigest(root = process.cwd()): Promise<string> {
  const files = [...FILES];
  for (const folder of FOLDERS) {
    const entries = await readdir(path.join(root, folder), { withFileTypes: true, recursive: true }).catch(() => []);
    for (const e of entries) if (e.isFile()) files.push(path.relative(root, path.join(e.parentPath, e.name)));
  }
  files.sort();
  const stats = await Promise.all(files.map((file) => stat(path.join(root, file)).catch(() => undefined)));
  const stamp = JSON.stringify([root, files.map((file, i) => [file, stats[i]?.size, stats[i]?.mtimeMs, stats[i]?.ctimeMs])]);
  if (last?.stamp === stamp) return last.digest;
  const hash = createHash('sha256');
  for (const file of files) {
    const data = await readFile(path.join(root, file)).catch(() => undefined);
    if (data) hash.update(`${file}\0${data.length}\0`).update(data);
  }
  last = { stamp, digest: hash.digest('base64url') };
  return last.digest;
}
