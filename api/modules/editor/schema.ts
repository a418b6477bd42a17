import { z } from 'zod';
import { EDITOR_ACTIONS } from './change-log.ts';
import { text, wholeNumber } from '../../lib/fields.ts';
import { stringToCents } from '../../lib/money.ts';
import { LOCALES } from '../../lib/locales.ts';
import { ARTICLE_KEYS } from '../articles/rules.ts';
import { idParam, pageOf, pagination } from '../../lib/request.ts';

/** Texts for some of the eight locales; the locales left out keep what they have. */
export const localizedPatch = z.partialRecord(z.enum(LOCALES), text().trim().min(1).max(200));
/** Rich text (HTML, sanitized when stored) for some locales. */
export const richTextPatch = z.partialRecord(z.enum(LOCALES), text({ multiline: true }).trim().min(1).max(100_000));
/** An optional part of an update that changes something (texts for at least one locale). */
export const given = (part: object | undefined) => part !== undefined && Object.keys(part).length > 0;
/** Texts of a new item: English is required (the shop falls back to it), other locales can follow. */
export const withEnglish = <S extends z.ZodType<Partial<Record<string, string>>>>(s: S) =>
  s.refine((v) => v.en !== undefined, { message: 'en: required', path: ['en'] });

/** POST /editor/product/update: a product's names, subtitles, descriptions (HTML), category or visibility; at least one of them. */
export const ProductUpdateBody = z
  .strictObject({
    id: idParam,
    name: localizedPatch.optional(),
    subtitle: localizedPatch.optional(),
    description: richTextPatch.optional(),
    category_id: idParam.optional(),
    published: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).some((k) => k !== 'id' && b[k as keyof typeof b] !== undefined), 'nothing to change');
export type ProductUpdateBody = z.output<typeof ProductUpdateBody>;

/** POST /editor/article/update: an article's titles or HTML contents, per locale. */
export const ArticleUpdateBody = z
  .strictObject({ key: z.enum(ARTICLE_KEYS), title: localizedPatch.optional(), content: richTextPatch.optional() })
  .refine((b) => b.title !== undefined || b.content !== undefined, 'nothing to change');
export type ArticleUpdateBody = z.output<typeof ArticleUpdateBody>;

/** POST /editor/blog/update: a post's titles, summaries, HTML bodies or visibility. */
export const BlogUpdateBody = z
  .strictObject({
    id: idParam,
    title: localizedPatch.optional(),
    summary: z.partialRecord(z.enum(LOCALES), text().trim().min(1).max(600)).optional(),
    body: richTextPatch.optional(),
    published: z.boolean().optional(),
  })
  .refine(
    (b) => b.title !== undefined || b.summary !== undefined || b.body !== undefined || b.published !== undefined,
    'nothing to change',
  );
export type BlogUpdateBody = z.output<typeof BlogUpdateBody>;

export const ChangesQuery = z.strictObject({ ...pagination });
export const EditorChange = z.strictObject({
  id: z.number().int(),
  editor: z.string(),
  action: z.enum(EDITOR_ACTIONS),
  target: z.string(),
  /** What the thing was called: per locale, or one text; null for changes recorded before names were kept. */
  label: z.union([z.record(z.string(), z.string().optional()), z.string()]).nullable(),
  /** The values written. */
  detail: z.record(z.string(), z.unknown()),
  /** The same fields as they were; null for a new thing (or a change recorded before this was kept). */
  before: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});
export const ChangePage = pageOf(EditorChange);
export const localizedOut = z.record(z.string(), z.string().optional());
export const EditedArticle = z.strictObject({ key: z.string(), title: localizedOut, content: localizedOut });
export const EditedPost = z.strictObject({ id: z.number().int(), title: localizedOut, summary: localizedOut, published: z.boolean() });

export const amount = text()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be an amount like "24.99"')
  .refine((v) => stringToCents(v) > 0, 'must be more than 0');

/** A colour swatch: "#RRGGBB". */
export const colorCard = text()
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, 'must be a colour like "#EE5E7B"')
  .transform((s) => s.toUpperCase());

/** A colour's stock as editors see it: on hand, held by unpaid orders, sold, and available (on hand less held). */
export const SkuStock = z.strictObject({
  on_hand: z.number().int(),
  held: z.number().int(),
  sold: z.number().int(),
  stock_num: z.number().int(),
});

/** POST /editor/sku/update: a colour's names and swatch, its stock, and its prices in some countries (amounts as strings). */
export const SkuUpdateBody = z
  .strictObject({
    id: idParam,
    color_name: localizedPatch.optional(),
    color_card: colorCard.optional(),
    /** The new count on hand, with the count the editor saw: refused when it changed meanwhile (a sale, another edit). */
    on_hand: wholeNumber(0, 1_000_000).optional(),
    on_hand_seen: wholeNumber(0, 1_000_000).optional(),
    prices: z
      .record(
        text().regex(/^[A-Z]{2}$/, 'must be a country code like "DE"'),
        z
          .strictObject({ price: amount, original_price: amount.optional() })
          .refine((p) => p.original_price === undefined || stringToCents(p.original_price) >= stringToCents(p.price), {
            message: 'original_price must not be below price',
          }),
      )
      .optional(),
  })
  .refine((b) => (b.on_hand === undefined) === (b.on_hand_seen === undefined), {
    message: 'on_hand and on_hand_seen go together',
    path: ['on_hand_seen'],
  })
  .refine(
    (b) =>
      b.on_hand !== undefined ||
      b.color_name !== undefined ||
      b.color_card !== undefined ||
      (b.prices !== undefined && Object.keys(b.prices).length > 0),
    'nothing to change',
  );
export type SkuUpdateBody = z.output<typeof SkuUpdateBody>;
export const EditedSku = z.strictObject({
  id: z.number().int(),
  color_name: localizedOut,
  color_card: z.string(),
  ...SkuStock.shape,
  prices: z.array(z.strictObject({ country_code: z.string(), price: z.string(), original_price: z.string() })),
});

export const EditorMe = z.strictObject({ id: z.number().int(), email: z.string(), username: z.string() });
export const EditedProduct = z.strictObject({
  id: z.number().int(),
  name: localizedOut,
  subtitle: localizedOut,
  description: localizedOut,
  category_id: z.number().int(),
  published: z.boolean(),
});
