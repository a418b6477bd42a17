import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { faq, site } from '../../src/lib/api/calls.ts';
import type { BuildRecord, PreviousKeys } from '../../src/lib/page-reuse.ts';

/**
 * Pages keyed by what they read: a "build" here is a fresh load of the build modules and a new build
 * session (as each build of a renderer starts, scripts/renderer.ts), listing one FAQ page and rendering it with a component that reads the
 * API. No key is written for the page anywhere: what it read while it rendered is its key.
 */
const answers: Record<string, unknown> = { '/faq/getList': [{ id: 1, answer: 'Yes.' }], '/country/getList': [{ country_code: 'US' }] };
let server: Server;
let dir: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const data = answers[req.url!.split('?')[0]];
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(data === undefined ? { code: 404, message: 'No such call', data: null } : { code: 200, message: 'ok', data }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  vi.stubEnv('SHOP_API_URL', `http://127.0.0.1:${port}/api`.replace('/api', ''));
  dir = mkdtempSync(path.join(tmpdir(), 'mooli-reads-'));
});
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

let builds = 0;
/** One build process: lists the FAQ page, renders what is to render with `component`, and answers what was rendered and recorded. */
type BuildCall = (typeof import('../../src/lib/build-api.ts'))['buildCall'];
type Component = (buildCall: BuildCall) => Promise<unknown>;
async function build(component: Component, previous?: PreviousKeys) {
  const out = path.join(dir, `keys-${++builds}.jsonl`);
  vi.stubEnv('BUILD_KEYS_OUT', out);
  if (previous) writeFileSync(path.join(dir, `previous-${builds}.json`), JSON.stringify(previous));
  vi.stubEnv('BUILD_PREVIOUS_KEYS', previous ? path.join(dir, `previous-${builds}.json`) : '');
  vi.resetModules();
  (await import('../../src/lib/build-session.ts')).newBuildSession();
  const { keyedPaths, renderKeyed } = await import('../../src/lib/page-reuse.ts');
  const { buildCall } = await import('../../src/lib/build-api.ts');
  const toRender = await keyedPaths('/[...lang]/faq', async () => [{ params: { lang: undefined }, props: { locale: 'en' } }]);
  for (const _ of toRender) await renderKeyed('/faq/', () => component(buildCall));
  const records = readFileSync(out, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as BuildRecord);
  const keys: PreviousKeys = {};
  for (const r of records) {
    if ('pages' in r) for (const [file, key, reads] of r.pages) keys[file] = { key, reads: reads.map(([call]) => call) };
    // A page taken over read what the live page read (its key says so).
    if ('taken' in r) for (const [file, key] of r.taken) keys[file] = { key, reads: previous![file].reads };
  }
  return { rendered: toRender.length, keys };
}

describe('pages keyed by their reads', () => {
  it('renders a page again exactly when something a component of it read answers differently', async () => {
    const component: Component = async (buildCall) => {
      // What the page's components read while it renders: nothing else declares it.
      await buildCall(faq.list, 'en', {});
      await buildCall(site.countryList, 'en');
      return 'html';
    };
    const first = await build(component);
    expect(first.rendered).toBe(1);
    expect(first.keys['faq/index.html'].reads).toEqual([
      expect.stringMatching(/^GET \/country\/getList en/),
      expect.stringMatching(/^POST \/faq\/getList en/),
    ]);

    // Nothing it read changed: taken over, not rendered.
    const second = await build(component, first.keys);
    expect(second.rendered).toBe(0);
    expect(second.keys).toEqual(first.keys);

    // An answer it read changed: rendered again, with a new key.
    answers['/faq/getList'] = [{ id: 1, answer: 'Yes, always.' }];
    const third = await build(component, second.keys);
    expect(third.rendered).toBe(1);
    expect(third.keys['faq/index.html'].key).not.toBe(first.keys['faq/index.html'].key);

    // A call nothing on the page reads changes nothing for it.
    answers['/blog/getList'] = [];
    expect((await build(component, third.keys)).rendered).toBe(0);
    // What it read is gone: rendered again (where the page shows the change or the build fails).
    delete answers['/country/getList'];
    expect((await build((buildCall) => buildCall(faq.list, 'en', {}), third.keys)).rendered).toBe(1);
  });
});
