import path from 'node:path';
import type { Config } from '../config.ts';

/** Generated and uploaded images live under DATA_DIR/media and are served at /media/. */
export const mediaDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'media');
export const pgliteDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'pglite');
