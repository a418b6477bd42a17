/**
 * A digest of the code a build renders pages with: the storefront, the API modules it imports, the
 * translations, the public files, the configuration and the locked dependencies. A publish takes a
 * page over from the live site only when this digest is the live site's (see src/lib/page-reuse.ts),
 * so a deploy with changed code renders every page.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const FOLDERS = ['src', 'api', 'i18n', 'public'];
const FILES = ['astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

export async function sourceDigest(root = process.cwd()): Promise<string> {
  const files = [...FILES];
  for (const folder of FOLDERS) {
    const entries = await readdir(path.join(root, folder), { withFileTypes: true, recursive: true }).catch(() => []);
    for (const e of entries) if (e.isFile()) files.push(path.relative(root, path.join(e.parentPath, e.name)));
  }
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    const data = await readFile(path.join(root, file)).catch(() => undefined);
    if (data) hash.update(`${file}\0${data.length}\0`).update(data);
  }
  return hash.digest('base64url');
}
