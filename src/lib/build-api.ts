/**
 * Build-time access to the API: pages are pre-rendered from the running API at SHOP_API_URL, through
 * the same contract routes as the storefront's client (src/lib/api/calls.ts). Answers are memoised
 * for the whole build (build-session.ts), so 8 locales × N pages do not refetch shared data.
 *
 * Every call is a read: it is known by its key (method, path, locale, body) and the digest of its
 * answer, and the calls made while a page renders (or while a route lists its pages) are recorded
 * with `recordingReads`. That is what a page is keyed by (page-reuse.ts): no page restates by hand
 * what its components read.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Call, CallInput, CallOutput } from '../../api/lib/contract.ts';
import { answerDigest } from '../../api/lib/digest.ts';
import type { Envelope } from '../../api/lib/envelope.ts';
import type { Locale } from './i18n.ts';
import { pathAndRest, type Route } from './api/route.ts';
import { buildSession } from './build-session.ts';

const base = () => (process.env.SHOP_API_URL ?? 'http://127.0.0.1:4321/api').replace(/\/$/, '');

/** An answer and the digest of its bytes (what a read's version is). */
export interface Answer {
  data: unknown;
  digest: string;
}

/** Calls slower than this are traced (BUILD_TRACE). */
const SLOW_CALL_MS = Number(process.env.BUILD_SLOW_MS) || 200;

const reading = new AsyncLocalStorage<Set<string>>();

/** The key of a call: `GET /faq/list?x=1 de null`. Its parts never hold a space but the body's JSON, which comes last. */
const callKey = (method: string, url: string, locale: Locale, body: unknown) =>
  `${method} ${url} ${locale} ${JSON.stringify(body ?? null)}`;

/**
 * Asks the API at `apiBase` the call `key` names, as the build does: the answer and its digest.
 * Given the answer it had (`known`), it asks on condition that it changed: an answer with the same
 * digest (the API's entity tag of it) comes back as `304 Not Modified`, with no body to read.
 */
export async function fetchAnswer(apiBase: string, key: string, buildToken = process.env.BUILD_TOKEN, known?: Answer): Promise<Answer> {
  const [method, url, locale] = key.split(' ', 3);
  const json = key.slice(method.length + url.length + locale.length + 3);
  const body = JSON.parse(json) as unknown;
  const asked = performance.now();
  const res = await fetch(`${apiBase.replace(/\/$/, '')}${url}`, {
    method,
    headers: {
      'Accept-Language': locale,
      ...(body !== null ? { 'Content-Type': 'application/json' } : {}),
      // A publish's build is exempt from the bulk reads' per-client limit (api/modules/build/routes.ts).
      ...(buildToken ? { 'X-Build-Token': buildToken } : {}),
      ...(known ? { 'If-None-Match': `"${known.digest}"` } : {}),
    },
    body: body !== null ? json : undefined,
  });
  if (known && res.status === 304) return known;
  const answered = performance.now();
  const text = await res.text();
  const read = performance.now();
  const env = ((): Envelope<unknown> | null => {
    try {
      return JSON.parse(text) as Envelope<unknown>;
    } catch {
      return null;
    }
  })();
  if (!env || env.code !== 200)
    throw new Error(`Build could not load ${method} ${url} (${locale}): ${env ? `${env.code} ${env.message}` : `HTTP ${res.status}`}`);
  const answer = { data: env.data, digest: answerDigest(text) };
  traceSlow(key, text.length, [asked, answered, read, performance.now()]);
  return answer;
}

/** With BUILD_TRACE=1, where a slow call's time went: the API's answer, reading it, parsing and hashing it. */
function traceSlow(key: string, bytes: number, [asked, answered, read, done]: number[]) {
  if (process.env.BUILD_TRACE !== '1' || done - asked < SLOW_CALL_MS) return;
  const ms = (a: number, b: number) => `${Math.round(b - a)} ms`;
  const call = key.split(' ', 3).join(' ');
  console.log(
    `[call] ${call}: ${ms(asked, done)} (answered ${ms(asked, answered)}, read ${ms(answered, read)}, parsed ${ms(read, done)}; ${(bytes / 1e6).toFixed(1)} MB)`,
  );
}

/** The answer of the call `key` in this build (asked once), recorded as a read of the page rendering or the route listing its pages. */
export function answerOf(key: string): Promise<Answer> {
  reading.getStore()?.add(key);
  const { answers } = buildSession();
  let answer = answers.get(key);
  if (!answer) answers.set(key, (answer = fetchAnswer(base(), key, undefined, buildSession().known.get(key))));
  return answer;
}

/** Runs `work` and tells which calls it made (those of everything it awaited): a page's render, a route's getStaticPaths. */
export async function recordingReads<T>(work: () => Promise<T>): Promise<{ result: T; reads: string[] }> {
  const reads = new Set<string>();
  const result = await reading.run(reads, work);
  return { result, reads: [...reads].sort() };
}

/** One call of the API at build time, in `locale`, typed by its contract. */
export async function buildCall<C extends Call>(r: Route<C>, locale: Locale, input?: CallInput<C>): Promise<CallOutput<C>> {
  if (r.input === 'form') throw new Error(`${r.path}: uploads are not for the build`);
  const { path, rest } = pathAndRest(r.path, input as Record<string, unknown> | undefined);
  let url = path;
  let body: unknown;
  if (r.input === 'body') body = rest;
  else {
    const query = new URLSearchParams(
      Object.entries(rest)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    if (query.size) url += `?${query}`;
  }
  return (await answerOf(callKey(r.method, url, locale, body))).data as CallOutput<C>;
}

/** The shop's default country (`countries.is_default`): the country whose prices pre-rendered pages show. */
export async function buildDefaultCountry(locale: Locale): Promise<string> {
  const { site } = await import('./api/calls.ts');
  const countries = await buildCall(site.countryList, locale);
  return countries.find((c) => c.is_current)?.country_code ?? countries[0]?.country_code ?? '';
}
