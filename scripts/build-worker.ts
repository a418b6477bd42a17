/**
 * `npm run worker`: the build worker alone, for an API started on its own (`npm run start:api`) or
 * on another host sharing DIST_DIR. It claims publishes and previews from API_URL with BUILD_TOKEN
 * (the API's), builds them into DIST_DIR and makes publishes live. `npm start` runs one itself.
 */
import { BuildWorker, type FromBuildWorker } from './lib/build-worker.ts';

const apiUrl = process.env.API_URL || `http://127.0.0.1:${process.env.PORT || 4321}/api`;
const token = process.env.BUILD_TOKEN;
if (!token || token.length < 24) {
  console.error("BUILD_TOKEN must be set to the API's BUILD_TOKEN (24 characters or more)");
  process.exit(1);
}
const worker = new BuildWorker({
  apiUrl,
  token,
  siteDir: process.env.DIST_DIR || 'dist',
  quiet: process.env.NODE_ENV === 'test',
  keepRenderers: process.env.BUILD_KEEP_RENDERERS !== '0',
  log: (line) => console.error(line),
  // `npm start` says when its first pages are served.
  onFirstPages: () => void process.send?.({ type: 'first-pages-live' } satisfies FromBuildWorker),
});
const stop = async (signal: string) => {
  console.log(`${signal}: the build worker stops`);
  await worker.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
// The parent (`npm start`) gone, the worker goes too.
process.on('disconnect', () => void stop('disconnect'));
console.log(`build worker ${worker.builder}: taking publishes from ${apiUrl}`);
await worker.run();
