import { z } from 'zod';
import { text, wholeNumber } from '../../lib/fields.ts';
import { stringToCents } from '../../lib/money.ts';
import { LOCALES } from '../../lib/locales.ts';
import { ARTICLE_KEYS } from '../articles/rules.ts';
import { idParam, pageOf, pagination } from '../../lib/request.ts';

/** Texts for some of the eight locales; the locales left out keep what they have. */
const localizedPatch = z.partialRecord(z.enum(LOCALES), text().trim().min(1).max(200));
/** Rich text (HTML, sanitized when stored) for some locales. */
const richTextPatch = z.partialRecord(z.enum(LOCALES), text({ multiline: true }).trim().min(1).max(100_000));

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
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export const ChangePage = pageOf(EditorChange);
const localizedOut = z.record(z.string(), z.string().optional());
export const EditedArticle = z.strictObject({ key: z.string(), title: localizedOut, content: localizedOut });
export const EditedPost = z.strictObject({ id: z.number().int(), title: localizedOut, summary: localizedOut, published: z.boolean() });

const amount = text()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be an amount like "24.99"')
  .refine((v) => stringToCents(v) > 0, 'must be more than 0');

/** POST /editor/sku/update: a colour's stock, and its prices in some countries (amounts as strings). */
export const SkuUpdateBody = z
  .strictObject({
    id: idParam,
    stock_num: wholeNumber(0, 1_000_000).optional(),
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
  .refine((b) => b.stock_num !== undefined || (b.prices !== undefined && Object.keys(b.prices).length > 0), 'nothing to change');
export type SkuUpdateBody = z.output<typeof SkuUpdateBody>;
export const EditedSku = z.strictObject({
  id: z.number().int(),
  stock_num: z.number().int(),
  prices: z.array(z.strictObject({ country_code: z.string(), price: z.string(), original_price: z.string() })),
});

export const EditorMe = z.strictObject({ id: z.number().int(), email: z.string(), username: z.string() });
export const EditedProduct = z.strictObject({
  id: z.number().int(),
  name: z.record(z.string(), z.string().optional()),
  subtitle: z.record(z.string(), z.string().optional()),
  published: z.boolean(),
});
