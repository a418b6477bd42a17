import path from 'node:path';
import type { Config } from '../config.ts';

/** Generated and uploaded images live under DATA_DIR/media and are served at /media/. */
export const mediaDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'media');
export const pgliteDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'pglite');
/** The PayPal sandbox emulator's per-installation secrets (see api/paypal-emulator/secrets.ts). */
export const sandboxSecretsFile = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'paypal-sandbox-secrets.json');
/** Beside a build folder, the mark of a partial site: a shop's first pages, the rest still building (SiteFolder.goLive). */
export const partialMarker = (dir: string) => path.join(path.dirname(path.resolve(dir)), `.${path.basename(path.resolve(dir))}.partial`);
/** The build's content-hashed folders (Astro's styles, the scripts under js/): a file in them never changes. */
export const HASHED_DIRS = ['_astro', 'js'] as const;
const HASHED_FILE = new RegExp(`(?:^|[\\\\/])(?:${HASHED_DIRS.join('|')})[\\\\/]`);
/** Whether a site file (its path relative to the site folder, or absolute) is one of the content-hashed ones. */
export const isHashedAsset = (file: string) => HASHED_FILE.test(file);
