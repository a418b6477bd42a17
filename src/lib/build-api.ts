/**
 * Build-time access to the API: pages are pre-rendered from the running API at SHOP_API_URL.
 * Answers are memoised for the whole build, so 8 locales × N pages do not refetch shared data.
 */
import type { Envelope } from '../../api/lib/envelope.ts';
import type { Locale } from './i18n.ts';

const base = (process.env.SHOP_API_URL ?? 'http://127.0.0.1:4321/api').replace(/\/$/, '');
const memo = new Map<string, Promise<unknown>>();

async function request<T>(method: 'GET' | 'POST', path: string, locale: Locale, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'Accept-Language': locale, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const env = (await res.json()) as Envelope<T>;
  if (env.code !== 200) throw new Error(`Build could not load ${method} ${path} (${locale}): ${env.code} ${env.message}`);
  return env.data;
}

export function buildGet<T>(path: string, locale: Locale): Promise<T> {
  const key = `GET ${path} ${locale}`;
  if (!memo.has(key)) memo.set(key, request<T>('GET', path, locale));
  return memo.get(key) as Promise<T>;
}

export function buildPost<T>(path: string, locale: Locale, body: unknown): Promise<T> {
  const key = `POST ${path} ${locale} ${JSON.stringify(body)}`;
  if (!memo.has(key)) memo.set(key, request<T>('POST', path, locale, body));
  return memo.get(key) as Promise<T>;
}
