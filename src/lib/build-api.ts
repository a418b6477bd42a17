/**
 * Build-time access to the API: pages are pre-rendered from the running API at SHOP_API_URL, through
 * the same contract routes as the storefront's client (src/lib/api/calls.ts). Answers are memoised
 * for the whole build, so 8 locales × N pages do not refetch shared data.
 */
import type { Call, CallInput, CallOutput } from '../../api/lib/contract.ts';
import type { Envelope } from '../../api/lib/envelope.ts';
import type { Locale } from './i18n.ts';
import { pathAndRest, type Route } from './api/route.ts';

const base = () => (process.env.SHOP_API_URL ?? 'http://127.0.0.1:4321/api').replace(/\/$/, '');
const memo = new Map<string, Promise<unknown>>();

async function request<T>(method: string, path: string, locale: Locale, body?: unknown): Promise<T> {
  const res = await fetch(`${base()}${path}`, {
    method,
    headers: {
      'Accept-Language': locale,
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      // A publish's build is exempt from the bulk reads' per-client limit (api/modules/build/routes.ts).
      ...(process.env.BUILD_TOKEN ? { 'X-Build-Token': process.env.BUILD_TOKEN } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const env = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!env || env.code !== 200)
    throw new Error(`Build could not load ${method} ${path} (${locale}): ${env ? `${env.code} ${env.message}` : `HTTP ${res.status}`}`);
  return env.data;
}

/** One call of the API at build time, in `locale`, typed by its contract. */
export function buildCall<C extends Call>(r: Route<C>, locale: Locale, input?: CallInput<C>): Promise<CallOutput<C>> {
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
  const key = `${r.method} ${url} ${locale} ${JSON.stringify(body ?? null)}`;
  if (!memo.has(key)) memo.set(key, request<CallOutput<C>>(r.method, url, locale, body));
  return memo.get(key) as Promise<CallOutput<C>>;
}

/** The shop's default country (`countries.is_default`): the country whose prices pre-rendered pages show. */
export async function buildDefaultCountry(locale: Locale): Promise<string> {
  const { site } = await import('./api/calls.ts');
  const countries = await buildCall(site.countryList, locale);
  return countries.find((c) => c.is_current)?.country_code ?? countries[0]?.country_code ?? '';
}
