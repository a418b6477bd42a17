import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { negotiateLocale, type Locale } from './locales.ts';
import { id, text, wholeNumber } from './fields.ts';

/** The locale of a request: `lang` (query or JSON body) first, then Accept-Language, then en. */
export function localeOf(req: FastifyRequest): Locale {
  const query = req.query as Record<string, unknown> | undefined;
  const body = req.body as Record<string, unknown> | undefined;
  const explicit = query?.lang ?? (body && typeof body === 'object' ? body.lang : undefined);
  const lang = typeof explicit === 'string' ? explicit : undefined;
  return negotiateLocale(lang, req.headers['accept-language']);
}

/**
 * `country_code` as the calls take it: two letters, upper-cased. When absent, the request context
 * uses the shop's default country (`countries.is_default`); services read `ctx.country`.
 */
export const countryCode = text()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
  .transform((s) => s.toUpperCase())
  .optional();

/** A positive integer id (from a JSON body, a path or a query string). */
export const idParam = id();

export const pagination = {
  page: wholeNumber(1, 10_000).default(1),
  page_size: wholeNumber(1, 100).default(20),
};

export const lang = text().max(35).optional();

/** The query of calls that take nothing but the answer's language. */
export const LangQuery = z.strictObject({ lang });

/** One page of a paged list, as every paged call answers it. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    list: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
  });
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

/** A price as the API sends it: a decimal string with two places. */
export const moneyOut = z.string().regex(/^-?\d+\.\d{2}$/);
