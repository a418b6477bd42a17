import { z } from 'zod';
import { text, wholeNumber } from '../../lib/fields.ts';
import { idParam, pageOf, pagination } from '../../lib/request.ts';
import { amount, colorCard, localizedOut, localizedPatch, SkuStock, withEnglish } from './schema.ts';

/** GET /editor/product/list: every product, published or not, newest id last; `q` finds a name in any locale. */
export const ProductListQuery = z.strictObject({ ...pagination, q: text().trim().max(100).optional() });
export type ProductListQuery = z.output<typeof ProductListQuery>;
export const EditorProductRow = z.strictObject({
  id: z.number().int(),
  slug: z.string(),
  name: localizedOut,
  category_id: z.number().int(),
  published: z.boolean(),
  cover: z.string().nullable(),
});
export const EditorProductPage = pageOf(EditorProductRow);

/** GET /editor/product/detail: one product's whole editable record, every locale at once. */
export const ProductDetailQuery = z.strictObject({ id: idParam });
const Price = z.strictObject({ country_code: z.string(), price: z.string(), original_price: z.string() });
export const EditorImage = z.strictObject({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sku_id: z.number().int().nullable(),
});
export const EditorSku = z.strictObject({
  id: z.number().int(),
  color_name: localizedOut,
  color_card: z.string(),
  ...SkuStock.shape,
  prices: z.array(Price),
});
export const EditorProduct = z.strictObject({
  id: z.number().int(),
  slug: z.string(),
  category_id: z.number().int(),
  name: localizedOut,
  subtitle: localizedOut,
  description: localizedOut,
  published: z.boolean(),
  images: z.array(EditorImage),
  skus: z.array(EditorSku),
});
export type EditorProduct = z.output<typeof EditorProduct>;

/** An image the product keeps (by id), or one uploaded through POST /upload/image (by its url); optionally a colour's own. */
const ImageEntry = z.union([
  z.strictObject({ id: idParam, sku_id: idParam.nullable().optional() }),
  z.strictObject({
    url: text()
      .trim()
      .regex(/^\/media\/uploads\/[\w.-]+$/, 'must be the url of an uploaded image'),
    sku_id: idParam.nullable().optional(),
  }),
]);

/**
 * POST /editor/product/images: the product's images, in the order to show them. Images left out are
 * removed; uploads named by url are attached.
 */
export const ProductImagesBody = z.strictObject({ id: idParam, images: z.array(ImageEntry).min(1).max(30) });
export type ProductImagesBody = z.output<typeof ProductImagesBody>;

/** GET /editor/category/list: the shop's categories, every locale. */
export const EditorCategory = z.strictObject({ id: z.number().int(), slug: z.string(), name: localizedOut, sort: z.number().int() });
/** POST /editor/category/update: a category's names per locale or its place in the order. */
export const CategoryUpdateBody = z
  .strictObject({ id: idParam, name: localizedPatch.optional(), sort: wholeNumber(0, 100_000).optional() })
  .refine((b) => b.name !== undefined || b.sort !== undefined, 'nothing to change');
export type CategoryUpdateBody = z.output<typeof CategoryUpdateBody>;

/**
 * POST /editor/product/create: a new product, unpublished until an editor publishes it (pictures are
 * added afterwards). English name required; each colour has a name, a swatch and its price in the
 * shop's default country ("24.99").
 */
export const ProductCreateBody = z.strictObject({
  category_id: idParam,
  name: withEnglish(localizedPatch),
  subtitle: localizedPatch.optional(),
  skus: z
    .array(z.strictObject({ color_name: withEnglish(localizedPatch), color_card: colorCard, price: amount }))
    .min(1)
    .max(30),
});
export type ProductCreateBody = z.output<typeof ProductCreateBody>;

/** POST /editor/product/delete: refused (409) once any order names the product. */
export const ProductDeleteBody = z.strictObject({ id: idParam });
export const ProductDeleted = z.strictObject({ id: z.number().int() });
