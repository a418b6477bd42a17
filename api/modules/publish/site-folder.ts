import { existsSync, lstatSync, realpathSync } from 'node:fs';
import { mkdir, readdir, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { partialMarker } from '../../lib/paths.ts';
import { previewFolderName, previewIdOf, PREVIEWS_KEPT } from './preview.ts';
import type { PublishKind } from './schema.ts';

/**
 * Where the served site lives. `siteDir` (DIST_DIR, default dist) is a symbolic link to the live
 * build, one folder per publish under `<siteDir>.builds/`, next to Astro's cache folder. A
 * publish writes a new folder and then replaces the link in one rename, so the server (and any
 * host serving the link) switches from the whole old site to the whole new one at once.
 */
export class SiteFolder {
  readonly siteDir: string;
  readonly buildsDir: string;
  readonly cacheDir: string;

  constructor(siteDir: string) {
    this.siteDir = path.resolve(siteDir);
    this.buildsDir = `${this.siteDir}.builds`;
    this.cacheDir = path.join(this.buildsDir, 'cache');
  }

  /** The folder being served now (the link's target, or the plain folder of a build made without publishing). */
  live(): string | undefined {
    return existsSync(path.join(this.siteDir, 'index.html')) ? realpathSync(this.siteDir) : undefined;
  }

  /** Whether `dir` holds only the first pages of a shop (see goLive). */
  static isPartial(dir: string): boolean {
    return existsSync(partialMarker(dir));
  }

  /** The folder of preview `id` (it may have been removed). */
  previewDir(id: number): string {
    return path.join(this.buildsDir, previewFolderName(id));
  }

  /** An empty folder for the build of publish `id`, of its first pages (see goLive), or of preview `id`. */
  async fresh(id: number, kind: PublishKind | 'first-pages' = 'publish'): Promise<string> {
    const dir = kind === 'preview' ? this.previewDir(id) : path.join(this.buildsDir, kind === 'first-pages' ? `${id}-first` : String(id));
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    return dir;
  }

  /**
   * Makes `dir` the live site: a new link renamed over the old one (atomic); a plain folder is first
   * moved aside. A `partial` site (the first pages of a shop with none live yet) is marked so: the
   * server answers its missing pages "being built" (503), not "not found", and the next publish
   * builds every page (it never counts as unchanged).
   */
  async goLive(dir: string, { partial = false } = {}): Promise<void> {
    if (partial) await writeFile(partialMarker(dir), '');
    const stat = lstatSync(this.siteDir, { throwIfNoEntry: false });
    if (stat && !stat.isSymbolicLink()) await rename(this.siteDir, path.join(this.buildsDir, `previous-${Date.now()}`));
    const link = `${this.siteDir}.link-${process.pid}`;
    await rm(link, { force: true });
    await symlink(path.relative(path.dirname(this.siteDir), dir), link, 'dir');
    await rename(link, this.siteDir);
  }

  /**
   * Removes build folders other than the live one, the one before it (requests may still read it)
   * and the newest PREVIEWS_KEPT previews.
   */
  async prune(keep: string[]): Promise<void> {
    const kept = new Set(keep.map((d) => path.resolve(d)));
    const live =
      existsSync(this.siteDir) && lstatSync(this.siteDir).isSymbolicLink()
        ? path.resolve(path.dirname(this.siteDir), await readlink(this.siteDir))
        : undefined;
    if (live) kept.add(live);
    const names = await readdir(this.buildsDir).catch(() => [] as string[]);
    const previews = names.filter((n) => previewIdOf(n) !== undefined).sort((a, b) => previewIdOf(b)! - previewIdOf(a)!);
    for (const name of previews.slice(0, PREVIEWS_KEPT)) kept.add(path.join(this.buildsDir, name));
    for (const name of names) {
      const dir = path.join(this.buildsDir, name);
      if (dir === this.cacheDir || name.startsWith('.') || kept.has(dir)) continue;
      await rm(dir, { recursive: true, force: true });
      await rm(path.join(this.buildsDir, `.${name}.hashes.json`), { force: true });
      await rm(partialMarker(dir), { force: true });
    }
  }
}
