import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { negotiateLocale, type Locale } from './locales.ts';

/** The locale of a request: `lang` (query or JSON body) first, then Accept-Language, then en. */
export function localeOf(req: FastifyRequest): Locale {
  const query = req.query as Record<string, unknown> | undefined;
  const body = req.body as Record<string, unknown> | undefined;
  const explicit = query?.lang ?? (body && typeof body === 'object' ? body.lang : undefined);
  const lang = typeof explicit === 'string' ? explicit : undefined;
  return negotiateLocale(lang, req.headers['accept-language']);
}

export const DEFAULT_COUNTRY = 'US';

/** `country_code` as the calls take it: two letters, upper-cased, US when absent. */
export const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
  .transform((s) => s.toUpperCase())
  .default(DEFAULT_COUNTRY);

/** A positive integer id from a path or query string. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

export const pagination = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
};

export const lang = z.string().max(35).optional();
