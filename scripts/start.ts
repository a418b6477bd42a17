/**
 * `npm start`: the API on the embedded database (seeded on first run) and a build worker beside it
 * (scripts/build-worker.ts, its own process), which publishes the storefront (built against the API
 * in all eight locales); site and API are served together on http://localhost:PORT. On a first
 * start (no site yet) every locale's home page is served as soon as it is built, the rest after.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from '../api/config.ts';
import { localApiUrl, startServer } from '../api/server.ts';
import type { FromBuildWorker } from './lib/build-worker.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const siteDir = process.env.DIST_DIR || 'dist';
const server = await startServer(config, { siteDir });
const jobs = server.app.publishJobs!;
/** The stop under way: the API drains, then the database closes, then the process exits. */
let stopping: Promise<never> | null = null;

function stop(signal: string): Promise<never> {
  stopping ??= (async () => {
    console.log(`\n${signal}: stopping the shop…`);
    await stopWorker();
    await server.close();
    console.log('stopped: requests finished and the database closed');
    process.exit(0);
  })();
  return stopping;
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

/** The build worker, started again when it dies (not when the shop stops). */
let worker: ChildProcess | undefined;
function startWorker(): void {
  if (stopping) return;
  worker = fork(fileURLToPath(new URL('./build-worker.ts', import.meta.url)), [], {
    env: { ...process.env, API_URL: localApiUrl(config), BUILD_TOKEN: config.BUILD_TOKEN, DIST_DIR: siteDir, SITE_URL: config.SITE_URL },
  });
  worker.on('message', (message: FromBuildWorker) => {
    if (message.type !== 'first-pages-live') return;
    server.app.refreshSite?.();
    console.log(
      `\nThe first pages are served at ${server.url} (after ${process.uptime().toFixed(1)} s); the rest of the shop is being built…\n`,
    );
  });
  worker.on('exit', (code, signal) => {
    worker = undefined;
    if (stopping) return;
    console.error(`the build worker stopped (${signal ?? `exit ${code}`}); starting it again`);
    setTimeout(startWorker, 1000).unref();
  });
}
async function stopWorker(): Promise<void> {
  const child = worker;
  if (!child) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await gone;
}

// A build cut off by the last stop failed; what was queued is built.
await jobs.failStale();
startWorker();
if (process.env.SKIP_BUILD === '1') {
  console.log(`SKIP_BUILD=1: serving the existing build in ${siteDir}/`);
} else {
  // The first publish of this run: pages unchanged since the last run are taken from its live site.
  console.log(`API ready at ${server.url}/api; building the storefront…`);
  const asked = await jobs.request('startup');
  const done = await jobs.finished(asked.id);
  // A signal during the build stopped it: the stop closes the database and exits (never before).
  if (stopping) await stopping;
  if (done?.status !== 'succeeded') {
    console.error(done?.error ?? 'the storefront build did not finish');
    await stopWorker();
    await server.close();
    process.exit(1);
  }
}
console.log(`\nThe shop is ready at ${server.url} (started in ${process.uptime().toFixed(1)} s)\n`);
