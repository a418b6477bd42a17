import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

/**
 * The embedded database (PGlite) must be opened by one process only. A shop on it names itself in
 * `DATA_DIR/shop.pid` from before it opens the database until it has closed it: the operator's tools
 * then wait for its socket instead of opening the database too, and a second shop on the same
 * folder refuses to start.
 */
const holderFile = (config: Pick<Config, 'DATA_DIR'>) => path.resolve(config.DATA_DIR, 'shop.pid');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The running process that holds the embedded database of this data folder, if any (a file left by a crash does not count). */
export function embeddedHolder(config: Pick<Config, 'DATA_DIR'>): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(holderFile(config), 'utf8').trim());
  } catch {
    return null;
  }
  return Number.isSafeInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
}

/** Claims the embedded database for this process; returns the release. Refuses when another shop holds it. */
export function holdEmbedded(config: Pick<Config, 'DATA_DIR'>): () => void {
  const holder = embeddedHolder(config);
  if (holder !== null) {
    throw new Error(`another shop (pid ${holder}) runs on the embedded database in ${config.DATA_DIR}: stop it first, or set DATABASE_URL`);
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  writeFileSync(holderFile(config), `${process.pid}\n`);
  return () => rmSync(holderFile(config), { force: true });
}
