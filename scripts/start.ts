/**
 * `npm start`: the API on the embedded database (seeded on first run), then the storefront built
 * against it in all eight locales, then site and API served together on http://localhost:PORT.
 */
import type { ChildProcess } from 'node:child_process';
import { ConfigError, loadConfig } from '../api/config.ts';
import { startServer } from '../api/server.ts';
import { buildStorefront } from './lib/astro-build.ts';

let config;
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
let build: ChildProcess | undefined;
let stopping = false;

async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the shop…`);
  build?.kill('SIGTERM');
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

const apiUrl = `http://127.0.0.1:${config.PORT}/api`;
if (process.env.SKIP_BUILD === '1') {
  console.log('SKIP_BUILD=1: serving the existing build in dist/');
} else {
  console.log(`API ready at ${server.url}/api; building the storefront…`);
  try {
    await buildStorefront(apiUrl, {}, (c) => (build = c));
  } catch (error) {
    if (stopping) process.exit(0);
    console.error((error as Error).message);
    await server.close();
    process.exit(1);
  }
}
console.log(`\nThe shop is ready at ${server.url}\n`);
