import { mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, publishes } from '../../api/db/schema/index.ts';
import { setEditor } from '../../api/modules/editor/service.ts';
import { MANIFEST } from '../../api/modules/publish/origin-sync.ts';
import { metrics } from '../../api/lib/metrics.ts';
import { buildStorefront } from '../../scripts/lib/astro-build.ts';
import { BuildWorker } from '../../scripts/lib/build-worker.ts';
import { indexFile } from '../../scripts/lib/page-index.ts';
import { inlineHashes } from '../../api/lib/security-headers.ts';
import { PREVIEW_HOURS } from '../../api/modules/publish/preview.ts';
import { comparable } from '../../scripts/lib/preview-pages.ts';
import { freePort } from '../../bench/lib/processes.ts';
import { bearer, signIn } from './helpers/auth.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

/**
 * Publishing with real builds: the shop listens on a free port, a build worker (as `npm start` runs
 * one, here in the test's process) claims the queued publishes from it, builds the storefront
 * against it into a temporary site folder, and pages are read from what the server serves.
 */
const SECRET = 'a-webhook-secret-of-thirty-chars';
let ctx: TestContext;
let base: string;
let dir: string;
let editor: string;
let slug: string;
let productId: number;
let worker: BuildWorker;
/** A build worker of this shop, as `npm start` runs one; `env` for its builds. */
const workerOf = (env: NodeJS.ProcessEnv = {}, onFirstPages?: () => Promise<void>) =>
  new BuildWorker({
    apiUrl: `${base}/api`,
    token: ctx.config.BUILD_TOKEN,
    siteDir: path.join(dir, 'dist'),
    env: { SITE_URL: ctx.config.SITE_URL, ...env },
    quiet: true,
    onFirstPages,
  });
/** What the server answered while the first publish had put only its first pages live. */
const whileFirstPages = new Map<string, { status: number; html: string; retryAfter: string | null }>();

const page = async (p: string) => {
  const res = await fetch(`${base}${p}`);
  return { status: res.status, html: await res.text() };
};
const filesUnder = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
const originSyncs = async (outcome: 'ok' | 'failed') =>
  (await metrics.originSyncs.get()).values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
const pagesUnder = (root: string) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .sort();
/** A page's HTML but for the React islands' id prefixes (see `comparable`). */
const comparableFile = (file: string) => comparable(readFileSync(file, 'utf8'));
const publishAndWait = async (headers: Record<string, string>) => {
  const asked = await call(ctx.app, 'POST', '/api/editor/publish', { headers });
  expect(asked.code).toBe(200);
  await worker.drain();
  const [row] = await ctx.db.select().from(publishes).where(eq(publishes.id, asked.data.id));
  return row;
};

/** Waits until the publish `id` is building (a build takes seconds: long enough to ask again meanwhile). */
async function buildingStarted(id: number) {
  for (let i = 0; i < 600; i++) {
    const [row] = await ctx.db.select({ status: publishes.status }).from(publishes).where(eq(publishes.id, id));
    if (row.status === 'building') return;
    expect(row.status).toBe('queued');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`publish ${id} did not start building`);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mooli-publish-'));
  const port = await freePort();
  ctx = await createTestContext({
    env: { PORT: String(port), PUBLISH_WEBHOOK_SECRET: SECRET, SITE_URL: `http://localhost:${port}`, ORIGIN_DIR: path.join(dir, 'origin') },
    siteDir: path.join(dir, 'dist'),
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  base = `http://127.0.0.1:${port}`;
  worker = workerOf({}, async () => {
    for (const p of ['/', '/de/', '/ja/404/', '/shop/', '/de/faq/', '/no-such-page/']) {
      const res = await fetch(`${base}${p}`);
      whileFirstPages.set(p, { status: res.status, html: await res.text(), retryAfter: res.headers.get('retry-after') });
    }
  });
  await setEditor(ctx.db, 'publisher@mooli.example', true);
  editor = await signIn(ctx, 'publisher@mooli.example');
  const [p] = await ctx.db.select().from(products).where(eq(products.published, true)).limit(1);
  productId = p.id;
  slug = p.slug;
  const first = await publishAndWait({ authorization: `Bearer ${SECRET}` });
  expect(first).toMatchObject({ status: 'succeeded', requestedBy: 'webhook', pagesReused: 0 });
}, 300_000);
afterAll(async () => {
  await worker?.stop();
  await ctx?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('publishing', () => {
  it("serves a first start's home pages while the rest builds, and says the others are being built", async () => {
    for (const home of ['/', '/de/'])
      expect(whileFirstPages.get(home)).toMatchObject({ status: 200, html: expect.stringContaining('<main') });
    expect(whileFirstPages.get('/ja/404/')?.status).toBe(200);
    // Pages not built yet, and unknown ones (the site is not whole yet), ask to be loaded again.
    for (const p of ['/shop/', '/de/faq/', '/no-such-page/'])
      expect(whileFirstPages.get(p)).toMatchObject({ status: 503, retryAfter: '5' });
    expect(whileFirstPages.get('/shop/')?.html).toContain('The shop is being built');
    expect(whileFirstPages.get('/de/faq/')?.html).toContain('Der Shop wird gerade erstellt');
    // Once the publish is done, every page is served, and an unknown one is not found.
    expect((await page('/shop/')).status).toBe(200);
    expect((await page('/de/faq/')).status).toBe(200);
    expect((await page('/no-such-page/')).status).toBe(404);
  });

  it('refuses visitors and shoppers, and a wrong webhook secret', async () => {
    expect(await call(ctx.app, 'POST', '/api/editor/publish')).toMatchObject({ code: 4001 });
    const shopper = await signIn(ctx, 'not-an-editor@mooli.example');
    expect(await call(ctx.app, 'POST', '/api/editor/publish', { headers: bearer(shopper) })).toMatchObject({ status: 403 });
    expect(
      await call(ctx.app, 'POST', '/api/editor/publish', { headers: { authorization: `Bearer ${SECRET.replace('a', 'b')}` } }),
    ).toMatchObject({
      code: 4003,
    });
  });

  it("shows an editor's change on the pages after a publish, re-rendering only what changed, as a full build would", async () => {
    const name = `Neuer Name ${Date.now()}`;
    const enBefore = await page(`/products/${slug}/`);
    const edit = await call(ctx.app, 'POST', '/api/editor/product/update', {
      headers: bearer(editor),
      body: { id: productId, name: { de: name } },
    });
    expect(edit.code).toBe(200);
    expect((await page(`/de/products/${slug}/`)).html).not.toContain(name); // the live site changes only by publishing
    // The worker made the next publish's folders after the last one: this publish starts from them.
    await worker.folder.prepared();
    expect(worker.folder.nextReady()).toBe(true);

    // The stages the worker reports into the job's row, in order (the editors' progress bar shows them).
    const jobs = ctx.app.publishJobs!;
    const stages: string[] = [];
    const report = jobs.progress.bind(jobs);
    jobs.progress = (p) => {
      if (p.stage && stages.at(-1) !== p.stage) stages.push(p.stage);
      return report(p);
    };
    const row = await publishAndWait(bearer(editor)).finally(() => {
      jobs.progress = report;
    });
    expect(row).toMatchObject({ status: 'succeeded', requestedBy: 'publisher@mooli.example', error: null });
    expect(row.pagesReused).toBeGreaterThan(row.pagesRendered!);
    expect(stages).toEqual(['checking', expect.stringMatching(/^(bundling|listing)$/), 'writing', 'finishing']);
    const listed = await call(ctx.app, 'GET', '/api/editor/publish/list?page=1&page_size=1', { headers: bearer(editor) });
    expect(listed.data.list[0]).toMatchObject({ id: row.id, status: 'succeeded', stage: null });
    const de = await page(`/de/products/${slug}/`);
    expect(de.status).toBe(200);
    expect(de.html).toContain(name);
    expect((await page(`/products/${slug}/`)).html).toBe(enBefore.html);
    // The CDN origin (ORIGIN_DIR) was synced once the build went live: the same files, the edit included.
    const origin = path.join(dir, 'origin');
    expect(readFileSync(path.join(origin, 'de', 'products', slug, 'index.html'), 'utf8')).toBe(de.html);
    expect(filesUnder(origin).filter((f) => f !== MANIFEST)).toEqual(filesUnder(realpathSync(path.join(dir, 'dist'))));

    // A full build writes the same pages, every one of them: none the publish took over is stale.
    const full = mkdtempSync(path.join(tmpdir(), 'mooli-full-'));
    try {
      await buildStorefront(`${base}/api`, {
        env: { DIST_DIR: path.join(full, 'dist'), ASTRO_CACHE_DIR: path.join(full, 'cache'), SITE_URL: ctx.config.SITE_URL },
        quiet: true,
      });
      expect(readFileSync(path.join(full, 'dist', 'de', 'products', slug, 'index.html'), 'utf8')).toBe(de.html);
      const live = realpathSync(path.join(dir, 'dist'));
      const fullPages = pagesUnder(path.join(full, 'dist'));
      expect(pagesUnder(live)).toEqual(fullPages);
      const differing = fullPages.filter((p) => comparableFile(path.join(live, p)) !== comparableFile(path.join(full, 'dist', p)));
      expect(differing).toEqual([]);
      // The publish rendered pages only (its renderers were kept from the first): the scripts, styles
      // and public files it took from the live site are every one a full build writes.
      expect(filesUnder(live)).toEqual(filesUnder(path.join(full, 'dist')));
    } finally {
      rmSync(full, { recursive: true, force: true });
    }
  }, 300_000);

  it("takes an unpublished product's pages off the site, leaving no empty folder of the ones made ahead", async () => {
    const [other] = await ctx.db.select().from(products).where(eq(products.published, true)).orderBy(products.id).limit(2).offset(1);
    expect(other.id).not.toBe(productId);
    expect((await page(`/fr/products/${other.slug}/`)).status).toBe(200);
    const live = realpathSync(path.join(dir, 'dist'));
    const liveFiles = filesUnder(live);
    await worker.folder.prepared();
    expect(worker.folder.nextReady()).toBe(true);
    const off = await call(ctx.app, 'POST', '/api/editor/product/update', {
      headers: bearer(editor),
      body: { id: other.id, published: false },
    });
    expect(off.code).toBe(200);
    try {
      const row = await publishAndWait(bearer(editor));
      expect(row.error).toBeNull();
      expect(row.status).toBe('succeeded');
      expect((await page(`/fr/products/${other.slug}/`)).status).toBe(404);
      const now = realpathSync(path.join(dir, 'dist'));
      const folders = readdirSync(now, { recursive: true, withFileTypes: true }).filter((e) => e.isDirectory());
      expect(folders.filter((f) => readdirSync(path.join(f.parentPath, f.name)).length === 0).map((f) => f.name)).toEqual([]);
      expect(readdirSync(path.join(now, 'fr', 'products'))).not.toContain(other.slug);
      // The site before is as it was: the new build linked its files, it wrote none of them.
      expect(filesUnder(live)).toEqual(liveFiles);
    } finally {
      // The site as the other tests found it: the product back, published.
      await call(ctx.app, 'POST', '/api/editor/product/update', { headers: bearer(editor), body: { id: other.id, published: true } });
      expect((await publishAndWait(bearer(editor))).status).toBe('succeeded');
    }
  }, 300_000);

  it('builds a preview of the saved changes that never goes live, shown to the browser that opened its link until it expires', async () => {
    const name = `Vorschau ${Date.now()}`;
    const productPage = `/de/products/${slug}/`;
    const liveLink = readlinkSync(path.join(dir, 'dist'));
    const liveBefore = await page(productPage);
    const edit = await call(ctx.app, 'POST', '/api/editor/product/update', {
      headers: bearer(editor),
      body: { id: productId, name: { de: name } },
    });
    expect(edit.code).toBe(200);
    const asked = await call(ctx.app, 'POST', '/api/editor/preview', { headers: bearer(editor) });
    expect(asked.data).toMatchObject({ kind: 'preview', preview: null });
    await worker.drain();

    const list = await call(ctx.app, 'GET', '/api/editor/publish/list?page=1&page_size=5', { headers: bearer(editor) });
    const built = list.data.list.find((p: { id: number }) => p.id === asked.data.id);
    expect(built).toMatchObject({ kind: 'preview', status: 'succeeded', requested_by: 'publisher@mooli.example' });
    expect(built.pages_reused).toBeGreaterThan(built.pages_rendered);
    // The German product page changed, the English one did not.
    expect(built.preview.changed_pages).toContain(productPage);
    expect(built.preview.changed_pages).not.toContain(`/products/${slug}/`);
    expect(built.preview.pages_changed).toBe(built.preview.changed_pages.length);
    // Nothing went live, and the change still waits for a publish.
    expect(list.data.unpublished_changes).toBeGreaterThan(0);
    expect(readlinkSync(path.join(dir, 'dist'))).toBe(liveLink);
    expect(await page(productPage)).toEqual(liveBefore);

    // The link puts the preview in a cookie and goes to the page asked for.
    const opened = await fetch(`${base}${built.preview.url}?to=${encodeURIComponent(productPage)}`, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(productPage);
    const setCookie = opened.headers.getSetCookie()[0];
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const cookie = setCookie.split(';')[0];
    const previewed = await fetch(`${base}${productPage}`, { headers: { cookie } });
    const html = await previewed.text();
    expect(previewed.status).toBe(200);
    expect(html).toContain(name);
    expect(html).toContain('Vorschau verlassen');
    expect(previewed.headers.get('cache-control')).toBe('private, no-store');
    // The bar's style is allowed by the page's policy, like every inline style and script of the page.
    const csp = previewed.headers.get('content-security-policy')!;
    const hashes = inlineHashes(html);
    for (const hash of [...hashes.styles, ...hashes.scripts]) expect(csp).toContain(`'${hash}'`);
    // Unchanged pages and the scripts come from the preview too; a link elsewhere never goes off the site.
    const english = await fetch(`${base}/products/${slug}/`, { headers: { cookie } }).then((r) => r.text());
    expect(english).not.toContain(name);
    expect(english).toContain('Leave the preview');
    const script = /"(\/js\/[^"]+\.js)"/.exec(html)![1];
    expect((await fetch(`${base}${script}`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${base}${built.preview.url}?to=//elsewhere.example/`, { redirect: 'manual' })).headers.get('location')).toBe('/');
    // Leaving clears the cookie; a browser without it sees the live shop.
    const left = await fetch(`${base}/preview/exit?to=${encodeURIComponent(productPage)}`, { headers: { cookie }, redirect: 'manual' });
    expect(left.status).toBe(303);
    expect(left.headers.getSetCookie()[0]).toMatch(/^mooli_preview=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);

    // A token that is no preview's, and a preview past its time: a page that says so, and the live shop.
    const unknown = await fetch(`${base}/preview/${'x'.repeat(32)}?to=/de/`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Diese Vorschau ist nicht mehr verfügbar');
    await ctx.db
      .update(publishes)
      .set({ finishedAt: new Date(Date.now() - (PREVIEW_HOURS + 1) * 3600_000) })
      .where(eq(publishes.id, built.id));
    const expired = await fetch(`${base}${productPage}`, { headers: { cookie } });
    expect(await expired.text()).toBe(liveBefore.html);
    expect(expired.headers.getSetCookie()[0]).toMatch(/^mooli_preview=;/);
    expect((await fetch(`${base}${built.preview.url}`, { redirect: 'manual' })).status).toBe(404);
    const after = await call(ctx.app, 'GET', '/api/editor/publish/list?page=1&page_size=5', { headers: bearer(editor) });
    expect(after.data.list.find((p: { id: number }) => p.id === built.id).preview).toBeNull();
  }, 300_000);

  it('renders every page again when the code changed since the live site was built, and none when nothing changed', async () => {
    const index = indexFile(realpathSync(path.join(dir, 'dist')));
    writeFileSync(index, JSON.stringify({ ...(JSON.parse(readFileSync(index, 'utf8')) as object), code: 'the code of an older deploy' }));
    const row = await publishAndWait({ authorization: `Bearer ${SECRET}` });
    expect(row).toMatchObject({ status: 'succeeded', pagesReused: 0 });
    expect(row.pagesRendered).toBe(row.pagesTotal);
    // The next publish, with nothing changed, renders nothing and keeps the live site: no build is made.
    const live = readlinkSync(path.join(dir, 'dist'));
    const same = await publishAndWait({ authorization: `Bearer ${SECRET}` });
    expect(same).toMatchObject({ status: 'succeeded', pagesRendered: 0, pagesReused: same.pagesTotal });
    expect(readlinkSync(path.join(dir, 'dist'))).toBe(live);
    // An edit is published with the rest taken over. Its origin is broken (a file where the folder
    // should be): the publish still goes live, and the failure is counted.
    const origin = path.join(dir, 'origin');
    rmSync(origin, { recursive: true });
    writeFileSync(origin, 'not a folder');
    const failedSyncs = await originSyncs('failed');
    await call(ctx.app, 'POST', '/api/editor/product/update', {
      headers: bearer(editor),
      body: { id: productId, name: { fr: `Nouveau ${Date.now()}` } },
    });
    const again = await publishAndWait({ authorization: `Bearer ${SECRET}` });
    expect(again.pagesReused).toBeGreaterThan(again.pagesRendered! * 5);
    expect(again.status).toBe('succeeded');
    expect(readlinkSync(path.join(dir, 'dist'))).not.toBe(live);
    expect(await originSyncs('failed')).toBe(failedSyncs + 1);
    rmSync(origin);
  }, 300_000);

  it('publishes all the same when the kept renderers have died, starting new ones', async () => {
    // The worker's first publish (beforeAll) left its renderers running, their bundle loaded.
    const kept = worker.renderers.pids;
    expect(kept.length).toBeGreaterThan(0);
    for (const pid of kept) process.kill(pid, 'SIGKILL');
    const name = `Nuovo nome ${Date.now()}`;
    await call(ctx.app, 'POST', '/api/editor/product/update', { headers: bearer(editor), body: { id: productId, name: { it: name } } });
    const row = await publishAndWait(bearer(editor));
    expect(row).toMatchObject({ status: 'succeeded', error: null });
    // The code is the live site's: the new renderers take the unchanged pages over too.
    expect(row.pagesReused).toBeGreaterThan(row.pagesRendered!);
    expect((await page(`/it/products/${slug}/`)).html).toContain(name);
    expect(worker.renderers.pids.some((pid) => kept.includes(pid))).toBe(false);
  }, 300_000);

  it('leaves the old site serving when a build fails, with the failure in the history', async () => {
    const live = readlinkSync(path.join(dir, 'dist'));
    const before = await page('/de/');
    // A worker whose builds are misconfigured (a site address that is none): its build fails.
    const asked = await call(ctx.app, 'POST', '/api/editor/publish', { headers: bearer(editor) });
    await workerOf({ SITE_URL: 'not an address' }).drain();
    const [row] = await ctx.db.select().from(publishes).where(eq(publishes.id, asked.data.id));
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/astro build failed/);
    expect(readlinkSync(path.join(dir, 'dist'))).toBe(live);
    expect(await page('/de/')).toEqual(before);
    const list = await call(ctx.app, 'GET', '/api/editor/publish/list?page=1&page_size=5', { headers: bearer(editor) });
    expect(list.data.list[0]).toMatchObject({ id: asked.data.id, status: 'failed', error: expect.stringMatching(/astro build failed/) });
  }, 300_000);

  it("leaves another worker's running build alone, and takes over the queue from one that was cut off", async () => {
    // Another worker is building (it said so a moment ago): this one leaves it be, and finds nothing to claim.
    const [running] = await ctx.db
      .insert(publishes)
      .values({ requestedBy: 'webhook', status: 'building', startedAt: new Date(), heartbeatAt: new Date(), builder: 'other-host:1' })
      .returning();
    const queued = (await call(ctx.app, 'POST', '/api/editor/publish', { headers: bearer(editor) })).data.id as number;
    await worker.drain();
    const statusOf = async (id: number) => (await ctx.db.select().from(publishes).where(eq(publishes.id, id)))[0];
    expect((await statusOf(running.id)).status).toBe('building');
    expect((await statusOf(queued)).status).toBe('queued');
    // The other worker cannot report on a job that is not its own, nor can anyone without the build token.
    const progress = { id: queued, builder: 'other-host:1', pages_total: 10, rendered: 1, reused: 0 };
    const token = { 'x-build-token': ctx.config.BUILD_TOKEN };
    expect(await call(ctx.app, 'POST', '/api/publish/jobs/progress', { headers: token, body: progress })).toMatchObject({
      data: { yours: false },
    });
    expect(await call(ctx.app, 'POST', '/api/publish/jobs/claim', { body: { builder: 'x:1' } })).toMatchObject({ status: 403 });
    expect(
      await call(ctx.app, 'POST', '/api/publish/jobs/finish', {
        headers: { 'x-build-token': 'a'.repeat(48) },
        body: { id: running.id, builder: 'other-host:1', status: 'succeeded', rendered: 0, reused: 0, seconds: 1 },
      }),
    ).toMatchObject({ status: 403 });
    expect(await statusOf(running.id)).toMatchObject({ status: 'building', pagesDone: 0 });
    // Its worker went silent a while ago (killed): the row is failed, and the queue goes on.
    await ctx.db
      .update(publishes)
      .set({ heartbeatAt: new Date(Date.now() - 120_000) })
      .where(eq(publishes.id, running.id));
    await worker.drain();
    expect(await statusOf(running.id)).toMatchObject({ status: 'failed', error: expect.stringMatching(/Interrupted/) });
    expect((await statusOf(queued)).status).toBe('succeeded');
    // A build of a worker of this host that has exited (a shop stopped and started again at once) fails at start.
    const exited = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => exited.on('exit', resolve));
    const [leftover] = await ctx.db
      .insert(publishes)
      .values({
        requestedBy: 'startup',
        status: 'building',
        startedAt: new Date(),
        heartbeatAt: new Date(),
        builder: `${hostname()}:${exited.pid}`,
      })
      .returning();
    expect(await ctx.app.publishJobs!.failStale()).toBe(true);
    expect((await statusOf(leftover.id)).status).toBe('failed');
  }, 300_000);

  it('runs publishes asked at once one after the other, and joins asks that arrive while one waits', async () => {
    // A worker waiting for work, as `npm start` runs one: it claims a publish as soon as it is asked for.
    const waiting = workerOf();
    void waiting.run();
    // A change to publish, so that the first one builds for a while.
    await call(ctx.app, 'POST', '/api/editor/product/update', {
      headers: bearer(editor),
      body: { id: productId, name: { it: `Nuovo ${Date.now()}` } },
    });
    const asks = await Promise.all([1, 2, 3].map(() => call(ctx.app, 'POST', '/api/editor/publish', { headers: bearer(editor) })));
    // The first of them (the lowest id) builds; another may already wait behind it.
    await buildingStarted(Math.min(...asks.map((a) => a.data.id as number)));
    // Asked while the first builds: these queue one more publish and join it.
    const more = await Promise.all(
      [1, 2].map(() => call(ctx.app, 'POST', '/api/editor/publish', { headers: { authorization: `Bearer ${SECRET}` } })),
    );
    expect(new Set(more.map((m) => m.data.id)).size).toBe(1);
    const ids = [...new Set([...asks, ...more].map((a) => a.data.id as number))];
    expect(ids).toHaveLength(2);
    const rows = await Promise.all(ids.map(async (id) => (await ctx.app.publishJobs!.finished(id))!));
    await waiting.stop();
    expect(rows.map((r) => r.status)).toEqual(rows.map(() => 'succeeded'));
    const [a, b] = rows.sort((x, y) => x.id - y.id);
    expect(b.startedAt!.getTime()).toBeGreaterThanOrEqual(a.finishedAt!.getTime());
    const list = await call(ctx.app, 'GET', '/api/editor/publish/list?page=1&page_size=5', { headers: bearer(editor) });
    expect(list.data.unpublished_changes).toBe(0);
  }, 300_000);
});
