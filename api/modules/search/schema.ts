import { z } from 'zod';
import { countryCode, lang, pagination } from '../../lib/request.ts';
import { text } from '../../lib/fields.ts';

// Pasted keywords may carry tabs and line breaks: they are whitespace to the search, like spaces.
export const SearchBody = z.strictObject({ keywords: text({ multiline: true }).max(100), country_code: countryCode, lang, ...pagination });
export type SearchBody = z.output<typeof SearchBody>;
