import { z } from 'zod';
import { countryCode, lang, pagination } from '../../lib/request.ts';

export const SearchBody = z.strictObject({ keywords: z.string().max(100), country_code: countryCode, lang, ...pagination });
export type SearchBody = z.output<typeof SearchBody>;
