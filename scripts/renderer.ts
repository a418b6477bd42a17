/**
 * A renderer process of a build (scripts/lib/renderer-pool.ts starts one per build process). It
 * runs `astro build` once, with the variables it was started with: bundling, rendering its share
 * of the pages, writing the scripts, styles and public files into DIST_DIR. Then it says 'built'.
 * Started to be kept (KEEP_RENDERER_ENV), it stays, its bundle loaded (scripts/lib/kept-renderer.ts),
 * and renders the next builds of the same code on request: each build's variables arrive with it,
 * its pages are listed and keyed as in `astro build` (src/lib/page-reuse.ts) and only those to render
 * are rendered, written and finished (scanned and compressed, scripts/lib/finish-file.ts); the
 * scripts and styles are the first build's, which the finishing step links from the live site
 * (scripts/lib/finish-build.ts).
 */
import { appendFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'astro';
import { answerOf } from '../src/lib/build-api.ts';
import { newBuildSession } from '../src/lib/build-session.ts';
import { fileOfPath, KEYS_OUT_ENV } from '../src/lib/page-reuse.ts';
import { inParallel } from './lib/finish-build.ts';
import { finishFile, PREVIOUS_DIR_ENV, type FinishedRecord } from './lib/finish-file.ts';
import { KEEP_RENDERER_ENV, keptPrerenderer, type KeptPrerenderer } from './lib/kept-renderer.ts';
import type { FromRenderer, ToRenderer } from './lib/renderer-pool.ts';

const root = process.argv[2];
const send = (message: FromRenderer) => process.send?.(message);

/** Renders the pages of one build that are not the live site's: those its getStaticPaths answer. */
async function renderAgain(prerenderer: KeptPrerenderer, env: Record<string, string | undefined>): Promise<void> {
  const asked = performance.now();
  const trace = (step: string) =>
    process.env.BUILD_TRACE === '1' &&
    console.log(`[renderer] ${step}: ${((performance.now() - asked) / 1000).toFixed(2)}s after being asked`);
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  // What the last build asked, asked again now side by side: Astro lists and keys the routes one
  // after the other, and would otherwise wait for each route's answers in turn.
  const lastCalls = await newBuildSession();
  void inParallel(lastCalls, (call) =>
    answerOf(call).then(
      () => undefined,
      () => undefined, // a call that fails now fails the page that asks it, as in a cold build
    ),
  ).then(() => trace(`${lastCalls.length} calls of the last build answered`));
  // getStaticPaths answers are kept per route by Astro: this build lists its pages afresh.
  prerenderer.app?.routeCache?.clearAll();
  const outDir = path.resolve(process.env.DIST_DIR!);
  const [keysOut, previousDir] = [process.env[KEYS_OUT_ENV]!, process.env[PREVIOUS_DIR_ENV]];
  const origin = new URL(process.env.SITE_URL || 'http://localhost:4321').origin;
  trace('listing');
  const paths = await prerenderer.getStaticPaths();
  trace(`${paths.length} pages listed and keyed`);
  await inParallel(paths, async ({ pathname, route }) => {
    const url = new URL(pathname === '/' ? '/' : `${pathname.replace(/\/$/, '')}/`, origin);
    const result = await prerenderer.render(new Request(url), { routeData: route });
    const response = result instanceof Response ? result : result.response;
    // The shop has no redirects, and a page that failed must fail the build, not go live.
    if (response.status >= 300 && response.status !== 404) throw new Error(`${pathname} answered ${response.status}`);
    if (!response.body) return;
    const rel = fileOfPath(pathname);
    const file = path.join(outDir, rel);
    await mkdir(path.dirname(file), { recursive: true });
    const data = Buffer.from(await response.arrayBuffer());
    await writeFile(file, data);
    // Finished here, while the other pages render, not by the build's parent once all are written.
    const finished = await finishFile({ file, data, before: previousDir && path.join(previousDir, rel), learn: true });
    appendFileSync(keysOut, `${JSON.stringify({ finished: [[rel, finished]] } satisfies FinishedRecord)}\n`);
  });
  trace('rendered');
}

try {
  await build({ root, mode: 'production' });
  send({ type: 'built' });
} catch (error) {
  send({ type: 'failed', error: (error as Error).stack ?? String(error) });
  process.exit(1);
}

const prerenderer = keptPrerenderer();
if (!process.env[KEEP_RENDERER_ENV] || !prerenderer) process.exit(0);
// Renders one build at a time, as asked; leaves when the pool lets it go (or stops it).
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
process.on('message', (message: ToRenderer) => {
  renderAgain(prerenderer, message.env).then(
    () => send({ type: 'rendered' }),
    (error: unknown) => send({ type: 'failed', error: (error as Error).stack ?? String(error) }),
  );
});
