/**
 * `npm run deploy:check`: the production topology, run and checked through nginx only. Needs
 * Debian's `nginx` package (and uses libnginx-mod-http-brotli-static when installed), the
 * PostgreSQL server of DATABASE_URL (default the local one; a scratch database is made and
 * dropped) and Redis at REDIS_URL (default redis://127.0.0.1:6379). Starts two API instances
 * (`scripts/start.ts`: the first seeds and publishes, the second serves with SKIP_BUILD=1), writes
 * the nginx configuration `deploy:nginx` would and starts nginx with it on a free port, then checks
 * pages, headers, compression, rewrites, 404s, the forwarded client address, a sign-in, a purchase
 * through the PayPal sandbox and an editor's publish, and kills one instance during purchases.
 * Ends with `deploy: <N> checks pass`, or the failures and exit code 1.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray, sum } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../api/db/client.ts';
import { orderLines, orders, productSkus, products } from '../api/db/schema/index.ts';
import { parseHeadersFile } from '../api/lib/security-headers.ts';
import { setEditor } from '../api/modules/editor/service.ts';
import type { Publish } from '../api/modules/publish/schema.ts';
import { SiteFolder } from '../api/modules/publish/site-folder.ts';
import { KEPT, UNPAID } from '../api/modules/orders/states.ts';
import { createScratchDatabase, LOCAL_POSTGRES } from '../bench/lib/database.ts';
import { freePort } from '../bench/lib/processes.ts';
import { deployClient, type Answer } from './lib/deploy-client.ts';
import { BROTLI_STATIC_MODULE, nginxStandalone } from './lib/nginx-config.ts';

const PURCHASES = 24;
const IN_FLIGHT = 8;
/** Purchases completed before one instance is killed. */
const KILL_AFTER = 6;

const passed: string[] = [];
const failed: string[] = [];
function check(name: string, ok: boolean, detail = ''): void {
  (ok ? passed : failed).push(ok ? name : `${name}${detail ? `: ${detail}` : ''}`);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${!ok && detail ? `: ${detail}` : ''}`);
}

const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
if (!nginxBinary) {
  console.error("deploy:check needs nginx: install Debian's package (apt-get install nginx; libnginx-mod-http-brotli-static for brotli).");
  process.exit(1);
}

const until = async (what: string, ok: () => Promise<boolean> | boolean, seconds: number) => {
  const end = Date.now() + seconds * 1000;
  while (
    !(await Promise.resolve()
      .then(ok)
      .catch(() => false))
  ) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

const work = mkdtempSync(path.join(os.tmpdir(), 'mooli-deploy-'));
// nginx's workers run as another user (www-data when started as root): the site must be readable to them.
chmodSync(work, 0o755);
const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? LOCAL_POSTGRES, 'mooli_deploy');
const children: ChildProcess[] = [];
const database = await openDatabase({ url: scratch.url, dataDir: work });
let web: ReturnType<typeof deployClient> | undefined;
let cdnClient: ReturnType<typeof deployClient> | undefined;

try {
  const [nginxPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const siteDir = path.join(work, 'site', 'dist');
  mkdirSync(path.dirname(siteDir), { recursive: true });
  const secret = randomBytes(24).toString('hex');
  const env = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: scratch.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `mooli_deploy_${randomBytes(4).toString('hex')}:`,
    DATA_DIR: path.join(work, 'data'),
    DIST_DIR: siteDir,
    SITE_URL: `http://127.0.0.1:${nginxPort}`,
    // nginx, the one proxy in front, reaches the API from here: the address it forwards is the shopper's.
    TRUST_PROXY: '127.0.0.1',
    PUBLISH_WEBHOOK_SECRET: secret,
    // Each publish also syncs the live build to this folder, the static origin a CDN would serve.
    ORIGIN_DIR: path.join(work, 'origin'),
  };
  const startInstance = async (port: number, extra: Record<string, string>) => {
    const log = openSync(path.join(work, `api-${port}.log`), 'a');
    const child = spawn(process.execPath, ['scripts/start.ts'], {
      env: { ...process.env, ...env, ...extra, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', log, log],
    });
    children.push(child);
    await until(`the API on ${port}`, async () => (await fetch(`http://127.0.0.1:${port}/api/route/getList`)).ok, 300);
    return child;
  };

  console.log('deploy: starting the first API instance (seeds the shop and publishes it)');
  await startInstance(portA, {});
  // The first pages go live before the rest (a partial site): the check starts once every page is.
  await until('the first publish', () => existsSync(path.join(siteDir, '_headers')) && !SiteFolder.isPartial(realpathSync(siteDir)), 600);
  console.log('deploy: starting the second API instance');
  const instanceB = await startInstance(portB, { SKIP_BUILD: '1' });

  const runDir = path.join(work, 'nginx');
  mkdirSync(runDir);
  const brotli = existsSync(BROTLI_STATIC_MODULE);
  const headers = parseHeadersFile(readFileSync(path.join(siteDir, '_headers'), 'utf8'));
  const site = {
    root: siteDir,
    headers,
    upstreams: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`],
    listen: `127.0.0.1:${nginxPort}`,
    serverName: '_',
    brotli,
  };
  const startNginx = (name: string, config: typeof site) => {
    const dir = path.join(runDir, name);
    mkdirSync(dir);
    const confPath = path.join(dir, 'nginx.conf');
    writeFileSync(confPath, nginxStandalone(config, dir, { brotliModule: BROTLI_STATIC_MODULE }));
    const syntax = spawnSync(nginxBinary, ['-t', '-c', confPath], { encoding: 'utf8' });
    check(`nginx -t accepts the configuration (${name})`, syntax.status === 0, syntax.stderr.trim());
    if (syntax.status !== 0) throw new Error('nginx refused its configuration');
    children.push(spawn(nginxBinary, ['-c', confPath], { stdio: ['ignore', 'ignore', 'inherit'] }));
  };
  startNginx('site', site);
  // The CDN's view: the same configuration over the origin folder the publishes sync to.
  const originPort = await freePort();
  startNginx('origin', { ...site, root: env.ORIGIN_DIR, listen: `127.0.0.1:${originPort}` });
  const cdn = deployClient(`http://127.0.0.1:${originPort}`);
  cdnClient = cdn;
  web = deployClient(`http://127.0.0.1:${nginxPort}`);
  const client = web;
  await until('nginx', async () => (await client.request('GET', '/')).status === 200, 30);
  console.log(`deploy: nginx on ${nginxPort} (brotli ${brotli ? 'on' : 'off: gzip copies only'}), API instances on ${portA} and ${portB}`);

  const live = (rel: string) => readFileSync(path.join(siteDir, rel));
  const securityHeaders = (a: Answer) => Object.entries(headers).every(([name, value]) => a.headers[name.toLowerCase()] === value);

  // Pages: one of each type, in English and German, with the build's headers, compressed copies and no caching.
  const product = readdirSync(path.join(siteDir, 'products'))[0];
  const post = readdirSync(path.join(siteDir, 'blog'))[0];
  const pageTypes = [
    '/',
    '/shop/',
    `/products/${product}/`,
    `/blog/${post}/`,
    '/blog-detail/1/',
    '/faq/',
    '/best_sellers/',
    '/about/',
    '/moolitime/',
    '/mooliworld/',
    '/contact-us/',
    '/privacy-policy/',
    '/shopping-cart/',
  ];
  for (const locale of ['', '/de']) {
    for (const page of pageTypes) {
      const url = `${locale}${page}`;
      const a = await client.request('GET', url, { headers: { 'accept-encoding': brotli ? 'br, gzip' : 'gzip' } });
      const file = path.join(url, 'index.html').slice(1);
      check(
        `page ${url}: 200, the build's file, ${brotli ? 'brotli' : 'gzip'}, security headers, revalidated`,
        a.status === 200 &&
          a.body.equals(live(file)) &&
          a.headers['content-encoding'] === (brotli ? 'br' : 'gzip') &&
          /accept-encoding/i.test(String(a.headers.vary)) &&
          securityHeaders(a) &&
          a.headers['cache-control'] === 'public, max-age=0, must-revalidate' &&
          /^text\/html/.test(a.headers['content-type'] ?? ''),
        `status ${a.status}, encoding ${a.headers['content-encoding']}, cache ${a.headers['cache-control']}`,
      );
    }
  }
  const plain = await client.request('GET', '/de/', { headers: { 'accept-encoding': 'identity' } });
  check(
    'a client without compression gets the plain page',
    plain.status === 200 && !plain.headers['content-encoding'] && plain.body.equals(live('de/index.html')),
  );
  const gzipOnly = await client.request('GET', '/', { headers: { 'accept-encoding': 'gzip' } });
  check(
    'a gzip-only client gets the gzip copy',
    gzipOnly.headers['content-encoding'] === 'gzip' && gzipOnly.body.equals(live('index.html')),
  );
  const script = readdirSync(path.join(siteDir, 'js')).find((n) => n.endsWith('.js') && existsSync(path.join(siteDir, 'js', `${n}.gz`)))!;
  const asset = await client.request('GET', `/js/${script}`, { headers: { 'accept-encoding': 'gzip' } });
  check(
    'a content-hashed script: compressed, cached for a year as immutable, without the headers only pages read',
    asset.status === 200 &&
      asset.body.equals(live(`js/${script}`)) &&
      asset.headers['content-encoding'] === 'gzip' &&
      asset.headers['cache-control'] === 'public, max-age=31536000, immutable' &&
      asset.headers['x-content-type-options'] === 'nosniff' &&
      asset.headers['content-security-policy'] === undefined,
    `status ${asset.status}, cache ${asset.headers['cache-control']}, CSP ${asset.headers['content-security-policy'] ? 'sent' : 'not sent'}`,
  );

  // Client-routed pages and 404s.
  for (const [url, shell] of [
    ['/de/user/order/123456', 'de/user/order/detail/index.html'],
    ['/user/order/123456/after-sales-service', 'user/order/detail/after-sales-service/index.html'],
    ['/fr/payment-success/M2611270000000001', 'fr/payment-success/index.html'],
  ]) {
    const a = await client.request('GET', url, { headers: { 'accept-encoding': 'identity' } });
    check(
      `client-routed ${url}: 200 with its shell`,
      a.status === 200 && a.body.equals(live(shell)) && securityHeaders(a),
      `status ${a.status}`,
    );
  }
  for (const [url, page] of [
    ['/de/no-such-page/', 'de/404/index.html'],
    ['/ja/products/no-such-product/', 'ja/404/index.html'],
    ['/no-such-page', '404.html'],
    ['/_headers', '404.html'],
  ]) {
    const a = await client.request('GET', url, { headers: { 'accept-encoding': 'identity' } });
    check(
      `${url}: 404 with the locale's 404 page and the security headers`,
      a.status === 404 && a.body.equals(live(page)) && securityHeaders(a),
      `status ${a.status}`,
    );
  }
  const unknownCall = await client.request('GET', '/api/no-such-call');
  check(
    "an unknown API call: the API's 404 envelope, not a page",
    unknownCall.status === 404 && unknownCall.json?.code === 404,
    `status ${unknownCall.status}`,
  );

  // The API sees the shopper's address (TRUST_PROXY=1), not nginx's and not one the client made up.
  const formLimit = 10; // FORM_REQUESTS_PER_MINUTE's default
  let lastFromOne = 0;
  for (let i = 0; i <= formLimit; i++) {
    const a = await client.request('POST', '/api/moment/email/save', {
      from: '127.0.0.2',
      body: { email: `limit-${i}@deploy.test` },
      headers: { 'x-forwarded-for': `10.0.0.${i + 1}` },
    });
    lastFromOne = a.status;
  }
  const otherShopper = await client.request('POST', '/api/moment/email/save', { from: '127.0.0.3', body: { email: 'other@deploy.test' } });
  check(
    "per-IP limits count the shopper's address nginx forwards (a made-up X-Forwarded-For does not reset them)",
    lastFromOne === 429 && otherShopper.status === 200,
    `11th from one address ${lastFromOne}, another address ${otherShopper.status}`,
  );

  // A sign-in, through nginx, with the code from the development outbox.
  const outbox = path.join(env.DATA_DIR, 'outbox');
  const signIn = async (email: string, from: string): Promise<string> => {
    const sent = await client.request('POST', '/api/email/sendVerifyCode', { body: { email }, from });
    if (sent.json?.code !== 200) throw new Error(`no code for ${email}: ${sent.status} ${sent.text}`);
    const safe = email.toLowerCase();
    let code: string | undefined;
    await until(
      `the code for ${email}`,
      () => {
        const mail = readdirSync(outbox)
          .filter((f) => f.endsWith(`-${safe}.json`))
          .sort()
          .at(-1);
        code = mail && /\b(\d{6})\b/.exec(JSON.parse(readFileSync(path.join(outbox, mail), 'utf8')).text)?.[1];
        return Boolean(code);
      },
      10,
    );
    const login = await client.request('POST', '/api/user/login', { body: { email, verify_code: code }, from });
    if (login.json?.code !== 200) throw new Error(`login of ${email} failed: ${login.text}`);
    return login.json.data.token as string;
  };
  const token = await signIn('shopper@deploy.test', '127.0.0.10');
  const me = await client.request('GET', '/api/user/getInfo', { headers: { authorization: `Bearer ${token}` } });
  check(
    'a sign-in with the e-mailed code, then the account through nginx',
    me.json?.code === 200 && me.json.data?.email === 'shopper@deploy.test',
    me.text.slice(0, 200),
  );

  // Purchases through the sandbox: create, the buyer's approval, capture.
  const [sku] = await database.db
    .select({ id: productSkus.id, onHand: productSkus.onHand, sold: productSkus.sold })
    .from(productSkus)
    .orderBy(asc(productSkus.id))
    .limit(1);
  const serverErrors: string[] = [];
  let cutOff = 0;
  const purchase = async (bearer: string, from: string): Promise<string> => {
    const auth = { authorization: `Bearer ${bearer}` };
    const send = async (method: string, url: string, body?: unknown): Promise<Answer> => {
      for (let attempt = 0; ; attempt++) {
        const a = await client.request(method, url, { body, headers: auth, from });
        if (a.status < 500) return a;
        // A POST an instance was running when it died: nginx cannot know how far it got, the shopper presses again.
        if (method === 'POST' && a.status === 502 && attempt === 0) {
          cutOff += 1;
          continue;
        }
        serverErrors.push(`${method} ${url.split('?')[0]}: ${a.status}`);
        return a;
      }
    };
    await send('POST', '/api/cart/product/add', { product_sku_id: sku.id, num: 1 });
    const cart = (await send('GET', '/api/cart/getList')).json.data;
    const created = await send('POST', '/api/order/create', {
      source: 'cart',
      product_spec: cart.cartData.map((l: { product_sku_id: number; num: number }) => ({ product_sku_id: l.product_sku_id, num: l.num })),
      total_price: cart.priceData.total_price,
    });
    if (created.json?.code !== 200) return `create: ${created.text.slice(0, 200)}`;
    const id = created.json.data.paypal_order_id as string;
    await send('POST', `/paypal-sandbox/buyer/orders/${id}/approve`, { funding: 'paypal', outcome: 'approve' });
    const captured = await send('GET', `/api/order/capture?paypal_order_id=${id}`);
    return captured.json?.data?.paypal_status ?? `capture: ${captured.status} ${captured.text.slice(0, 200)}`;
  };
  const first = await purchase(token, '127.0.0.10');
  check('a purchase through nginx: create, approve in the sandbox, capture', first === 'COMPLETED', first);

  // An editor's publish, seen on the page through nginx.
  const editorEmail = 'editor@deploy.test';
  await setEditor(database.db, editorEmail, true);
  const editorToken = await signIn(editorEmail, '127.0.0.11');
  const [edited] = await database.db.select({ id: products.id, slug: products.slug }).from(products).orderBy(asc(products.id)).limit(1);
  const name = `Neu über nginx ${randomBytes(3).toString('hex')}`;
  const editorAuth = { authorization: `Bearer ${editorToken}` };
  // A preview of a saved change: its pages for the browser that opened its link, the live ones for everyone else.
  const previewName = `Vorschau über nginx ${randomBytes(3).toString('hex')}`;
  const productPage = `/de/products/${edited.slug}/`;
  await client.request('POST', '/api/editor/product/update', {
    headers: editorAuth,
    body: { id: edited.id, name: { de: previewName } },
    from: '127.0.0.11',
  });
  const askedPreview = await client.request('POST', '/api/editor/preview', { headers: editorAuth, from: '127.0.0.11' });
  let previewUrl: string | undefined;
  await until(
    'the preview',
    async () => {
      const list = await client.request('GET', '/api/editor/publish/list?page=1&page_size=5', { headers: editorAuth, from: '127.0.0.11' });
      const built = (list.json?.data?.list as Publish[] | undefined)?.find((p) => p.id === askedPreview.json?.data?.id);
      previewUrl = built?.preview?.url;
      return Boolean(previewUrl) || built?.status === 'failed';
    },
    600,
  ).catch(() => undefined);
  const opened = await client.request('GET', `${previewUrl}?to=${encodeURIComponent(productPage)}`);
  const previewCookie = (opened.headers['set-cookie']?.[0] ?? '').split(';')[0];
  const previewed = await client.request('GET', productPage, { headers: { cookie: previewCookie } });
  const notPreviewed = await client.request('GET', productPage);
  check(
    "an editor's preview through nginx: the change for the browser that opened its link, never cached; the live page for everyone else",
    opened.status === 303 &&
      previewed.text.includes(previewName) &&
      previewed.headers['cache-control'] === 'private, no-store' &&
      notPreviewed.status === 200 &&
      !notPreviewed.text.includes(previewName),
    `preview ${askedPreview.text.slice(0, 120)}; link ${previewUrl} ${opened.status}; page ${previewed.status} ${previewed.headers['cache-control']}`,
  );
  const edit = await client.request('POST', '/api/editor/product/update', {
    headers: editorAuth,
    body: { id: edited.id, name: { de: name } },
    from: '127.0.0.11',
  });
  const asked = await client.request('POST', '/api/editor/publish', { headers: editorAuth, from: '127.0.0.11' });
  let seen = false;
  await until(
    'the publish on the page',
    async () => {
      seen = (await client.request('GET', `/de/products/${edited.slug}/`)).text.includes(name);
      return seen;
    },
    600,
  ).catch(() => undefined);
  check(
    "an editor's change, published, is on the page through nginx",
    edit.json?.code === 200 && asked.json?.code === 200 && seen,
    `edit ${edit.text.slice(0, 120)}; publish ${asked.text.slice(0, 120)}`,
  );
  // The same build reached the CDN origin: the page and its scripts, served from the synced folder.
  let synced = false;
  await until(
    'the publish at the origin',
    async () => {
      synced = (await cdn.request('GET', `/de/products/${edited.slug}/`)).text.includes(name);
      return synced;
    },
    60,
  ).catch(() => undefined);
  const fromOrigin = await cdn.request('GET', `/js/${script}`, { headers: { 'accept-encoding': 'gzip' } });
  check(
    'the publish was synced to the CDN origin folder: the edited page and the content-hashed scripts are served from it',
    synced &&
      fromOrigin.status === 200 &&
      fromOrigin.body.equals(live(`js/${script}`)) &&
      fromOrigin.headers['content-encoding'] === 'gzip',
    `page ${synced ? 'synced' : 'not synced'}, script ${fromOrigin.status}`,
  );

  // Purchases while one instance is killed: nothing paid is lost, nothing nginx could retry is a 5xx.
  const shoppers = await Promise.all(Array.from({ length: PURCHASES }, (_, i) => signIn(`buyer-${i}@deploy.test`, `127.0.1.${i + 1}`)));
  let done = 0;
  let next = 0;
  const outcomes: string[] = [];
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < PURCHASES) {
        const i = next++;
        outcomes.push(await purchase(shoppers[i], `127.0.1.${i + 1}`));
        if (++done === KILL_AFTER) instanceB.kill('SIGKILL');
      }
    }),
  );
  const completed = outcomes.filter((o) => o === 'COMPLETED').length;
  check(
    `${PURCHASES} purchases, ${IN_FLIGHT} at a time, one instance killed after ${KILL_AFTER}: all completed, no 5xx nginx could have retried`,
    completed === PURCHASES && serverErrors.length === 0,
    `${completed} completed; 5xx: ${serverErrors.join(', ') || 'none'}; others: ${outcomes.filter((o) => o !== 'COMPLETED').join(' | ')}`,
  );
  console.log(`deploy: ${cutOff} POST(s) cut off in flight by the kill (502), pressed again by the shopper`);

  // What the database holds afterwards: every order paid once, the stock it took sold, nothing held.
  const all = await database.db.select().from(orders);
  const kept = all.filter((o) => KEPT.includes(o.status));
  const paypal = new pg.Client({ connectionString: scratch.url });
  await paypal.connect();
  const { rows: sandbox } = await paypal.query<{ id: string; status: string; capture: string | null }>(
    `select id, status, body->'purchase_units'->0->'payments'->'captures'->0->>'id' as capture from paypal_emulator_orders`,
  );
  await paypal.end();
  const byPaypalId = new Map(sandbox.map((r) => [r.id, r]));
  check(
    'every paid order has its one capture at PayPal, and no order is left unpaid',
    kept.length === PURCHASES + 1 &&
      kept.every((o) => o.paypalCaptureId && byPaypalId.get(o.paypalOrderId!)?.capture === o.paypalCaptureId) &&
      all.every((o) => o.status !== UNPAID),
    `${kept.length} paid of ${all.length} orders`,
  );
  const [units] = await database.db
    .select({ n: sum(orderLines.num) })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.skuId, sku.id),
        inArray(
          orderLines.orderId,
          kept.map((o) => o.id),
        ),
      ),
    );
  const [after] = await database.db.select().from(productSkus).where(eq(productSkus.id, sku.id));
  check(
    'stock conserved: the units of paid orders left on-hand stock as sales, nothing is held',
    after.sold - sku.sold === Number(units.n) && sku.onHand - after.onHand === Number(units.n) && after.held === 0,
    `sold ${sku.sold} → ${after.sold}, on hand ${sku.onHand} → ${after.onHand}, paid units ${units.n}, held ${after.held}`,
  );
} catch (error) {
  failed.push(`the check stopped: ${(error as Error).message}`);
  console.error(error);
} finally {
  web?.close();
  cdnClient?.close();
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : undefined)),
  );
  await database.close();
  await scratch.drop().catch(() => undefined);
  if (failed.length === 0) rmSync(work, { recursive: true, force: true });
  else console.error(`deploy: logs kept in ${work}`);
}

if (failed.length) {
  console.error(
    `\ndeploy: ${failed.length} of ${passed.length + failed.length} checks FAILED:\n${failed.map((f) => `  - ${f}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`deploy: ${passed.length} checks pass`);
