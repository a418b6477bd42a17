import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '../../api/contracts.ts';
import { users } from '../../api/db/schema/index.ts';
import type { Call } from '../../api/lib/contract.ts';
import { issueSession, sessionPolicy } from '../../api/lib/sessions.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { encode, fieldsOf, HOSTILE, PLAUSIBLE_TEXT, multipartBody, pick, queryString, sample, seeded, type Rng } from './helpers/fuzz.ts';

/**
 * Malformed and hostile requests to every route the app registers (read from the app, so a new
 * route is covered without touching this file), signed out and signed in. The contract: never a
 * 5xx, and every /api answer is a `{code, message, data}` envelope whose code matches the HTTP
 * status (4001 and 4003 go with 401). Seeded, so every run sends the same requests.
 */

const SEED = 20261124;
/** Requests generated from each route's contract, per sign-in state. */
const GENERATED_PER_ROUTE = 14;
const BODY_LIMIT = 16_384;

let ctx: TestContext;
let siteDir: string;
let userId: number;

beforeAll(async () => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'mooli-fuzz-site-'));
  mkdirSync(path.join(siteDir, 'shop'));
  writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(path.join(siteDir, 'shop/index.html'), '<!doctype html><title>shop</title>');
  writeFileSync(path.join(siteDir, '404.html'), '<!doctype html><title>not found</title>');
  ctx = await createTestContext({ siteDir, env: { BODY_LIMIT: String(BODY_LIMIT) } });
  const [user] = await ctx.db
    .insert(users)
    .values({ email: 'fuzz@example.com', username: 'fuzz', createdAt: new Date() })
    .returning({ id: users.id });
  userId = user.id;
});
afterAll(async () => {
  await ctx?.close();
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
});

const byRoute = new Map<string, Call>(
  Object.values(contracts)
    .flatMap((m) => Object.values(m as Record<string, Call>))
    .map((c) => [`${c.method} /api${c.path}`, c]),
);

interface Probe {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

interface Seen {
  status: number;
  body: string;
}

/** What is wrong with an answer, or null when it keeps the contract. */
function breach(probe: Pick<Probe, 'url'>, { status, body }: Seen): string | null {
  if (status >= 500) return `HTTP ${status}: ${body.slice(0, 160)}`;
  if (!probe.url.startsWith('/api')) return null;
  let envelope: { code?: unknown; message?: unknown; data?: unknown };
  try {
    envelope = JSON.parse(body);
  } catch {
    return `HTTP ${status} is not JSON: ${body.slice(0, 160)}`;
  }
  if (
    typeof envelope !== 'object' ||
    envelope === null ||
    typeof envelope.code !== 'number' ||
    typeof envelope.message !== 'string' ||
    !('data' in envelope)
  ) {
    return `HTTP ${status} is not an envelope: ${body.slice(0, 160)}`;
  }
  const expected = envelope.code === 4001 || envelope.code === 4003 ? 401 : envelope.code;
  if (expected !== status) return `HTTP ${status} carries code ${envelope.code}: ${body.slice(0, 160)}`;
  return null;
}

/** A stable seed per route and state, so each route's requests do not depend on the others. */
function seedOf(text: string): number {
  let h = SEED;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const SHARP: readonly unknown[] = ['a\u0000b', 'a\u0007b', 2147483648, -1, 1e308, true, [1], '0x1F', ' 12 ', '', 'x'.repeat(5000)];
const RAW_SEGMENTS = ['%FF', '%00', '%E0%A4%A', '..', '%2e%2e', 'a%2Fb', 'x'.repeat(300), '-1', '2147483648', '1e3', '%20', '😀', '%C0%AF'];
const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[]',
  'null',
  '"text"',
  '123',
  'true',
  '{"a":1}}',
  '\u0000',
  '[1,2',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];

function withPath(url: string, rng: Rng, params: Call['params']): string {
  return url
    .replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
      if (rng() < 0.3) return pick(rng, RAW_SEGMENTS);
      const value = params ? (sample(params, rng, 0.3) as Record<string, unknown> | undefined)?.[name] : pick(rng, HOSTILE);
      return encode(typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
    })
    .replace('*', () => (rng() < 0.5 ? pick(rng, RAW_SEGMENTS) : encode(String(pick(rng, HOSTILE)))));
}

/** The requests sent to one route. */
function probesFor(route: { method: string; url: string }, rng: Rng): Probe[] {
  const call = byRoute.get(`${route.method} ${route.url}`);
  const probes: Probe[] = [];
  const json = { 'content-type': 'application/json' };
  const hasBody = route.method !== 'GET';
  for (let i = 0; i < GENERATED_PER_ROUTE; i++) {
    const hostility = i === 0 ? 0 : pick(rng, [0.05, 0.15, 0.4]);
    const url = withPath(route.url, rng, call?.params);
    const query = call?.query
      ? (sample(call.query, rng, hostility) as Record<string, unknown>)
      : i % 3 === 0
        ? { x: pick(rng, HOSTILE) }
        : {};
    const body = call?.body
      ? sample(call.body, rng, hostility)
      : hasBody
        ? { [pick(rng, ['id', 'email', 'x'])]: pick(rng, HOSTILE) }
        : undefined;
    probes.push({
      method: route.method,
      url: url + queryString(query ?? {}),
      ...(hasBody && !call?.form ? { headers: json, payload: JSON.stringify(body ?? {}) } : {}),
    });
  }
  // Each field alone with each sharp value, the others plausible, so every field meets each of them.
  const input = call?.body ?? call?.query;
  for (const field of fieldsOf(input)) {
    for (const sharp of [...SHARP, ...PLAUSIBLE_TEXT.map((t) => `${t.slice(0, 1)}\u0000${t.slice(1)}`)]) {
      const values = { ...(sample(input, rng, 0) as Record<string, unknown>), [field]: sharp };
      const url = withPath(route.url, rng, call?.params);
      probes.push(
        call?.body
          ? { method: route.method, url, headers: json, payload: JSON.stringify(values) }
          : { method: route.method, url: url + queryString(values) },
      );
    }
  }
  // Repeated query keys arrive as arrays; undecodable escapes must be refused, not crash.
  const first = fieldsOf(call?.query)[0] ?? 'page';
  probes.push({ method: route.method, url: `${withPath(route.url, rng, call?.params)}?${first}=1&${first}=2` });
  probes.push({ method: route.method, url: `${withPath(route.url, rng, call?.params)}?${first}=%FF%00` });
  if (hasBody) {
    const url = withPath(route.url, rng, call?.params);
    for (const payload of MALFORMED_JSON) probes.push({ method: route.method, url, headers: json, payload });
    probes.push({ method: route.method, url, headers: json, payload: JSON.stringify({ a: 'x'.repeat(BODY_LIMIT) }) });
    probes.push({ method: route.method, url, headers: json, payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) });
    probes.push({ method: route.method, url, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    probes.push({ method: route.method, url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' });
    probes.push(...multipartProbes(route.method, url, fieldsOf(call?.body).concat(['hash', 'index', 'total', 'size']), rng));
  }
  return probes;
}

/** Multipart bodies: no boundary, a broken one, a truncated body, hostile fields and files. */
function multipartProbes(method: string, url: string, fields: string[], rng: Rng): Probe[] {
  const type = (b: string) => ({ 'content-type': `multipart/form-data${b}` });
  const file = {
    field: pick(rng, ['file', 'package', 'avatar', 'other']),
    name: pick(rng, ['a.png', '', 'x'.repeat(300), 'a\u0001.png']),
    data: Buffer.from('not an image'),
  };
  const hostileFields = Object.fromEntries(fields.map((f) => [f, String(pick(rng, HOSTILE))]));
  const good = multipartBody('fuzzb', hostileFields, file);
  return [
    { method, url, headers: type(''), payload: good },
    { method, url, headers: type('; boundary='), payload: good },
    { method, url, headers: type('; boundary=other'), payload: good },
    { method, url, headers: type('; boundary=fuzzb'), payload: good.subarray(0, good.length - 20) },
    { method, url, headers: type('; boundary=fuzzb'), payload: good },
    { method, url, headers: type('; boundary=fuzzb'), payload: multipartBody('fuzzb', { index: '', total: '', hash: 'a\u0000' }, file) },
    { method, url, headers: type('; boundary=fuzzb'), payload: multipartBody('fuzzb', {}, { ...file, data: Buffer.alloc(0) }) },
  ];
}

/** Routes to fuzz: all but HEAD twins and the PayPal emulator (a stand-in for PayPal, with PayPal's own answers). */
const fuzzedRoutes = () => ctx.app.routeTable.filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/paypal-sandbox'));

async function run(signedIn: boolean): Promise<string[]> {
  const failures: string[] = [];
  const policy = sessionPolicy(ctx.config);
  let n = 0;
  for (const route of fuzzedRoutes()) {
    const rng = seeded(seedOf(`${signedIn} ${route.method} ${route.url}`));
    // A fresh session per route: a logout among the probes ends only its own.
    const token = signedIn ? await issueSession(ctx.db, userId, policy) : null;
    for (const probe of probesFor(route, rng)) {
      n++;
      const headers: Record<string, string> = {
        'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}`,
        ...(token
          ? { authorization: `Bearer ${token}` }
          : rng() < 0.2
            ? { authorization: pick(rng, ['Bearer ', 'Bearer x', 'Basic abc', 'x'.repeat(600)]) }
            : {}),
        ...(rng() < 0.1 ? { 'accept-language': pick(rng, ['*', 'zz-ZZ;q=x', ',,,', 'de;q=2']) } : {}),
        ...probe.headers,
      };
      const res = await ctx.app.inject({ method: probe.method as 'GET', url: probe.url, headers, payload: probe.payload });
      const problem = breach(probe, { status: res.statusCode, body: res.body });
      if (problem) failures.push(`${probe.method} ${probe.url.slice(0, 120)} ${String(probe.payload ?? '').slice(0, 80)} → ${problem}`);
    }
  }
  return failures;
}

/** Sends `rawPath` as is over real HTTP (inject and fetch would normalise it). */
function rawGet(port: number, rawPath: string): Promise<Seen> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, method: 'GET', agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('fuzzing every route', () => {
  it('signed out: never a 5xx, every /api answer an envelope matching its status', { timeout: 120_000 }, async () => {
    expect(fuzzedRoutes().length).toBeGreaterThan(50);
    const failures = await run(false);
    expect(failures, `${failures.length} breaches:\n${failures.slice(0, 40).join('\n')}`).toEqual([]);
  });

  it('signed in: never a 5xx, every /api answer an envelope matching its status', { timeout: 120_000 }, async () => {
    const failures = await run(true);
    expect(failures, `${failures.length} breaches:\n${failures.slice(0, 40).join('\n')}`).toEqual([]);
  });

  it('impossible paths sent as they are: 4xx envelopes, never a 5xx', { timeout: 60_000 }, async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const failures: string[] = [];
    const paths = [
      '/%00',
      `/${'a'.repeat(256)}`,
      `/shop/${encode('é'.repeat(200))}`,
      '/media/../x',
      '/media/%2e%2e/x',
      '/media/..%2Fx',
      '/%FF',
      '/a%00b/c',
      '/api/../media/x',
    ];
    for (const rawPath of paths) {
      const seen = await rawGet(port, rawPath).catch((e: Error) => ({ status: 0, body: e.message }));
      const problem = breach({ url: '/api' }, seen);
      if (problem || seen.status < 400) failures.push(`GET ${rawPath.slice(0, 80)} → ${problem ?? `HTTP ${seen.status}`}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
