import { z } from 'zod';
import { countryCode, lang } from '../../lib/request.ts';
import { wholeNumber } from '../../lib/fields.ts';

export const CountryListQuery = z.strictObject({ country_code: countryCode, lang });
export const BasicInfoQuery = z.strictObject({ kind: wholeNumber(1, 99), lang });

export const RouteChild = z.strictObject({ id: z.number().int(), name: z.string(), route: z.string() });
export const RouteGroup = z.strictObject({ label: z.enum(['product', 'blog']), children: z.array(RouteChild) });
export type RouteGroup = z.infer<typeof RouteGroup>;

export const Country = z.strictObject({ country_code: z.string(), name: z.string(), is_current: z.boolean() });
export type Country = z.infer<typeof Country>;

export const TopBanner = z.strictObject({ text: z.string(), redirect_url: z.string().nullable(), bg_color: z.string() });
export type TopBanner = z.infer<typeof TopBanner>;

export const InfoPage = z.strictObject({ title: z.string(), content: z.string() });
export type InfoPage = z.infer<typeof InfoPage>;
