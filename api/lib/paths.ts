import path from 'node:path';
import type { Config } from '../config.ts';

/** Generated and uploaded images live under DATA_DIR/media and are served at /media/. */
export const mediaDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'media');
export const pgliteDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'pglite');
/** The PayPal sandbox emulator's per-installation secrets (see api/paypal-emulator/secrets.ts). */
export const sandboxSecretsFile = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'paypal-sandbox-secrets.json');
/** Beside a build folder, the mark of a partial site: a shop's first pages, the rest still building (SiteFolder.goLive). */
export const partialMarker = (dir: string) => path.join(path.dirname(path.resolve(dir)), `.${path.basename(path.resolve(dir))}.partial`);
