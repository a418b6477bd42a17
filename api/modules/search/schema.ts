import { z } from 'zod';
import { countryCode, lang, pagination } from '../../lib/request.ts';
import { text } from '../../lib/fields.ts';

export const SearchBody = z.strictObject({ keywords: text().max(100), country_code: countryCode, lang, ...pagination });
export type SearchBody = z.output<typeof SearchBody>;
