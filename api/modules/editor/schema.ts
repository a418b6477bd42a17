import { z } from 'zod';
import { text } from '../../lib/fields.ts';
import { LOCALES } from '../../lib/locales.ts';
import { idParam } from '../../lib/request.ts';

/** Texts for some of the eight locales; the locales left out keep what they have. */
const localizedPatch = z.partialRecord(z.enum(LOCALES), text().trim().min(1).max(200));

/** POST /editor/product/update: a product's names, subtitles or visibility; at least one of them. */
export const ProductUpdateBody = z
  .strictObject({
    id: idParam,
    name: localizedPatch.optional(),
    subtitle: localizedPatch.optional(),
    published: z.boolean().optional(),
  })
  .refine((b) => b.name !== undefined || b.subtitle !== undefined || b.published !== undefined, 'nothing to change');
export type ProductUpdateBody = z.output<typeof ProductUpdateBody>;

export const EditorMe = z.strictObject({ id: z.number().int(), email: z.string(), username: z.string() });
export const EditedProduct = z.strictObject({
  id: z.number().int(),
  name: z.record(z.string(), z.string().optional()),
  subtitle: z.record(z.string(), z.string().optional()),
  published: z.boolean(),
});
