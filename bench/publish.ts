/**
 * Publishing at scale: a 1,000-product, 200-post shop on PostgreSQL (eight locales, about 10,000
 * pages), a full build with no live site, then a product renamed by an editor and published (three
 * times, a product each), then a publish with nothing changed.
 * Prints the publishes' figures and, last, the line the README quotes; asserts nothing.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { loadConfig } from '../api/config.ts';
import { blogPosts, products } from '../api/db/schema/index.ts';
import { sessionPolicy, issueSession } from '../api/lib/sessions.ts';
import { setEditor } from '../api/modules/editor/service.ts';
import { startServer } from '../api/server.ts';
import { SiteFolder } from '../api/modules/publish/site-folder.ts';
import { BuildWorker } from '../scripts/lib/build-worker.ts';
import { indexFile } from '../scripts/lib/page-index.ts';
import { parallelSpeedup } from './lib/cpu.ts';
import { createScratchDatabase, LOCAL_POSTGRES } from './lib/database.ts';
import { seedLargeCatalogue } from './lib/large-catalogue.ts';
import { freePort, machineCpu, postgresCpu } from './lib/processes.ts';
import { profiled } from './lib/profile.ts';

/** The catalogue's size (BENCH_PRODUCTS and BENCH_POSTS make a smaller one for a quick look). */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS) || 1000;
const POSTS = Number(process.env.BENCH_POSTS) || 200;
/** How many one-product edits are published one after the other (the figure is their median). */
const EDITS = Number(process.env.BENCH_EDITS) || 3;

const cpu = await parallelSpeedup();
console.log(`machine: ${cpu.cpus} CPUs computing ${cpu.speedup.toFixed(1)}× one CPU's work side by side`);

const serverUrl = process.env.BENCH_DATABASE_URL ?? LOCAL_POSTGRES;
const scratch = await createScratchDatabase(serverUrl, 'mooli_bench_publish');
const postgres = await postgresCpu(serverUrl, new URL(scratch.url).pathname.slice(1));
const dir = mkdtempSync(path.join(tmpdir(), 'mooli-bench-publish-'));
const port = await freePort();
const config = loadConfig({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dir,
  DATABASE_URL: scratch.url,
  LOG_LEVEL: 'warn',
  SITE_URL: `http://localhost:${port}`,
});
const server = await startServer(config, { siteDir: path.join(dir, 'dist') });
let stopWorker = async () => {};
try {
  const { db } = server.database;
  const [[{ p }], [{ b }]] = await Promise.all([db.select({ p: count() }).from(products), db.select({ b: count() }).from(blogPosts)]);
  const t0 = performance.now();
  await seedLargeCatalogue(scratch.url, { products: PRODUCTS - p, posts: POSTS - b });
  console.log(`catalogue: ${PRODUCTS} products, ${POSTS} posts (generated in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  // The build worker waits for work at the API in a process of its own, as the one `npm start`
  // runs does (BENCH_WORKER=in-process: in this one, beside the API, as this bench ran it before).
  const siteDir = path.join(dir, 'dist');
  const folder = new SiteFolder(siteDir);
  const workerEnv = {
    API_URL: `http://127.0.0.1:${port}/api`,
    BUILD_TOKEN: config.BUILD_TOKEN,
    DIST_DIR: siteDir,
    SITE_URL: config.SITE_URL,
  };
  if (process.env.BENCH_WORKER === 'in-process') {
    const worker = new BuildWorker({
      apiUrl: workerEnv.API_URL,
      token: workerEnv.BUILD_TOKEN,
      siteDir,
      env: { SITE_URL: config.SITE_URL },
      quiet: true,
    });
    void worker.run();
    stopWorker = () => worker.stop();
  } else {
    const worker = fork(fileURLToPath(new URL('../scripts/build-worker.ts', import.meta.url)), [], {
      env: { ...process.env, ...workerEnv },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
      // BENCH_WORKER_NODE_ARGS: flags for the worker's Node (a CPU profile: `--cpu-prof --cpu-prof-dir=<dir>`).
      execArgv: [...process.execArgv, ...(process.env.BENCH_WORKER_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    });
    // Its traces (BUILD_TRACE=1) pass; its progress lines do not.
    createInterface({ input: worker.stdout! }).on('line', (line) => {
      if (!/^\[build\] (\d+\/|done:)|^build worker /.test(line)) console.log(line);
    });
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    stopWorker = async () => {
      worker.kill('SIGTERM');
      await exited;
    };
  }
  const jobs = server.app.publishJobs!;
  const publish = async (label: string) => {
    const asked = await jobs.request('bench');
    const row = (await jobs.finished(asked.id))!;
    if (row.status !== 'succeeded') throw new Error(`${label} failed: ${row.error}`);
    console.log(
      `${label}: ${row.pagesTotal} pages (${row.pagesRendered} rendered, ${row.pagesReused} reused) in ${row.seconds!.toFixed(1)} s`,
    );
    return row;
  };
  const full = await publish('full build (no live site to take pages from)');
  // An editor's next publish comes later than the bench's: the worker makes the next publish's
  // folders meanwhile (SiteFolder.prepareNext), and the bench waits for that as an editor would.
  const foldersMade = async () => {
    const waited = performance.now();
    while (!folder.nextReady() && performance.now() - waited < 60_000) await sleep(20);
    console.log(`the next publish's folders made ahead: ${((performance.now() - waited) / 1000).toFixed(1)} s after the publish`);
  };
  await foldersMade();

  // An editor renames a product in German, through the editor call, and publishes; BENCH_EDITS
  // times (3 by default), a product each time, and the median is the figure (this VM's hours vary).
  await setEditor(db, 'bench-editor@mooli.example', true);
  const [editor] = await db.query.users.findMany({ where: (u, { eq: is }) => is(u.email, 'bench-editor@mooli.example') });
  const token = await issueSession(db, editor.id, sessionPolicy(config));
  const targets = await db.select({ id: products.id }).from(products).where(eq(products.published, true)).orderBy(products.id).limit(EDITS);
  const edits: number[] = [];
  for (const [i, target] of targets.entries()) {
    const res = await fetch(`http://127.0.0.1:${port}/api/editor/product/update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: target.id, name: { de: `Umbenannt ${Date.now()}` } }),
    });
    if (!res.ok) throw new Error(`the edit failed: ${res.status} ${await res.text()}`);
    // BENCH_PROFILE=<file>: this process's CPU (the API) over the first one-edit publish.
    const before = { ...server.app.reads.stats };
    const [apiCpu, pgCpu, machine] = [process.cpuUsage(), await postgres(), machineCpu()];
    const one = await profiled(i === 0 ? process.env.BENCH_PROFILE : undefined, () => publish(`product ${target.id} edited and published`));
    edits.push(one.seconds!);
    const { hits, misses } = server.app.reads.stats;
    const pgMs = [...(await postgres())].reduce((sum, [pid, ms]) => sum + ms - (pgCpu.get(pid) ?? 0), 0);
    const api = process.cpuUsage(apiCpu);
    const { busy, all } = machineCpu(machine);
    console.log(
      `  the API answered ${hits - before.hits} of its calls from the read cache and computed ${misses - before.misses}; ` +
        `CPU meanwhile: API ${((api.user + api.system) / 1000).toFixed(0)} ms, PostgreSQL ${pgMs.toFixed(0)} ms, ` +
        `the machine's ${cpu.cpus} CPUs ${((100 * busy) / all).toFixed(0)} % busy`,
    );
    await foldersMade();
  }
  const edited = [...edits].sort((a, b) => a - b)[Math.floor(edits.length / 2)];
  const none = await publish('nothing changed');

  const liveIndex = indexFile(realpathSync(siteDir));
  console.log(`the live site's index: ${(statSync(liveIndex).size / 2 ** 20).toFixed(1)} MB`);
  const held = server.app.reads.footprint();
  console.log(
    `read cache: ${held.entries} entries, ${(held.bytes / 2 ** 20).toFixed(1)} MB of READ_CACHE_MB=${config.READ_CACHE_MB}, ${server.app.reads.stats.evicted} evicted for room`,
  );
  console.log(
    `publish: ${full.pagesTotal} pages full build ${full.seconds!.toFixed(1)} s; one product edited and published in ${edited.toFixed(1)} s; ` +
      `nothing changed in ${none.seconds!.toFixed(2)} s (${none.pagesRendered} rendered)`,
  );
} finally {
  await stopWorker();
  await server.close();
  await scratch.drop();
  rmSync(dir, { recursive: true, force: true });
}
