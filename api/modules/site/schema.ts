import { z } from 'zod';
import { countryCode, lang } from '../../lib/request.ts';

export const CountryListQuery = z.object({ country_code: countryCode, lang });
export const BasicInfoQuery = z.object({ kind: z.coerce.number().int().min(1).max(99), lang });
export const LangQuery = z.object({ lang });

export interface RouteChild { id: number; name: string; route: string }
export interface RouteGroup { label: 'product' | 'blog'; children: RouteChild[] }
export interface Country { country_code: string; name: string; is_current: boolean }
export interface TopBanner { text: string; redirect_url: string | null; bg_color: string }
export interface InfoPage { title: string; content: string }
