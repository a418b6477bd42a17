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
  /** The folders of the next publish, made ahead (`prepareNext`); names starting with a dot are never pruned. */
  readonly #next: string;
  #preparing: { stop: AbortController; done: Promise<void> } | undefined;

  constructor(siteDir: string) {
    this.siteDir = path.resolve(siteDir);
    this.buildsDir = `${this.siteDir}.builds`;
    this.cacheDir = path.join(this.buildsDir, 'cache');
    this.#next = path.join(this.buildsDir, '.next');
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

  /**
   * An empty folder for the build of publish `id`, of its first pages (see goLive), or of preview
   * `id`. A publish's folder is the one `prepareNext` made, when it is ready: its page folders are
   * there, empty, and linking the live site's pages into them skips making some 11,000 folders.
   */
  async fresh(id: number, kind: PublishKind | 'first-pages' = 'publish'): Promise<string> {
    const dir = kind === 'preview' ? this.previewDir(id) : path.join(this.buildsDir, kind === 'first-pages' ? `${id}-first` : String(id));
    await rm(dir, { recursive: true, force: true });
    await this.stopPreparing();
    // Another worker on the same folder may have taken it first.
    const prepared =
      kind === 'publish' &&
      (await rename(this.#next, dir).then(
        () => true,
        () => false,
      ));
    if (!prepared) await mkdir(dir, { recursive: true });
    return dir;
  }

  /**
   * Makes, while the worker waits for work, the folders of the next publish: every folder of the live
   * site, empty (a folder costs about 35 µs to make on ext4, a hard link a fifth of that, and a
   * publish that changed a few pages links every other one). A build asking for its folder
   * (`fresh`) stops it; a half-made one is not used.
   */
  prepareNext(): void {
    const live = this.live();
    if (!live || this.#preparing || existsSync(this.#next)) return;
    const stop = new AbortController();
    const making = `${this.#next}-making`;
    const done = (async () => {
      await rm(making, { recursive: true, force: true });
      const entries = await readdir(live, { withFileTypes: true, recursive: true });
      for (const entry of entries) {
        if (stop.signal.aborted) return;
        if (entry.isDirectory())
          await mkdir(path.join(making, path.relative(live, path.join(entry.parentPath, entry.name))), { recursive: true });
      }
      if (!stop.signal.aborted) await rename(making, this.#next);
    })()
      .catch(() => undefined)
      .finally(() => {
        if (this.#preparing?.stop === stop) this.#preparing = undefined;
      });
    this.#preparing = { stop, done };
  }

  /** Resolves when the next publish's folders being made are made (or given up). */
  async prepared(): Promise<void> {
    await this.#preparing?.done;
  }

  /** Whether the next publish's folders are made (`prepareNext`). */
  nextReady(): boolean {
    return existsSync(this.#next);
  }

  /** Stops making the next publish's folders and waits until it has stopped. */
  async stopPreparing(): Promise<void> {
    const preparing = this.#preparing;
    preparing?.stop.abort();
    await preparing?.done;
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
