/**
 * Links the live site's files into a new build on a thread of its own (see TakeOver in
 * finish-build.ts): a publish links some 11,000 pages, each in a folder of its own, with their
 * compressed copies. Made as promises on the main thread, those 45,000 calls queued behind the
 * finishing step's compression in libuv's four threads and took 2–3 s; made one after the other
 * here they take what the file system takes.
 */
import { linkSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

export interface LinkWorkerData {
  previousDir: string;
  distDir: string;
}
export interface LinkBatch {
  files: string[];
}
export interface LinkDone {
  /** The first link of the batch that failed. */
  error?: string;
}

const { previousDir, distDir } = workerData as LinkWorkerData;
const made = new Set<string>();

function linkOne(rel: string) {
  const [previous, file] = [path.join(previousDir, rel), path.join(distDir, rel)];
  const dir = path.dirname(file);
  if (!made.has(dir)) {
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  }
  linkSync(previous, file);
  for (const ext of ['.br', '.gz']) {
    try {
      linkSync(`${previous}${ext}`, `${file}${ext}`);
    } catch (error) {
      // A file too small to be worth compressing has no copies.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

parentPort!.on('message', ({ files }: LinkBatch) => {
  let error: string | undefined;
  for (const rel of files) {
    try {
      linkOne(rel);
    } catch (failed) {
      error ??= `${rel}: ${(failed as Error).message}`;
    }
  }
  parentPort!.postMessage({ error } satisfies LinkDone);
});
