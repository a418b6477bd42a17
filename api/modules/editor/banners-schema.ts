import { z } from 'zod';
import { text, wholeNumber } from '../../lib/fields.ts';
import { idParam } from '../../lib/request.ts';
import { colorCard, localizedOut, localizedPatch, withEnglish } from './schema.ts';

/** Where a banner leads: a path of the shop ("/shop") or an https address; null for no link. */
export const link = text()
  .trim()
  .max(500)
  .regex(/^(\/(?![/\\])\S*|https:\/\/\S+)$/, 'must be a path like "/shop" or an https:// address')
  .nullable();
/** A picture of the shop's own: a /media/ path (a new one must be an upload of the editor's). */
export const imageUrl = text()
  .trim()
  .max(300)
  .regex(/^\/media\/[\w./-]+$/, 'must be the url of an uploaded image');
const sort = wholeNumber(0, 100_000);

const TopBannerPatch = z.strictObject({
  kind: z.literal('top'),
  id: idParam,
  text: localizedPatch.optional(),
  redirect_url: link.optional(),
  bg_color: colorCard.optional(),
  sort: sort.optional(),
});
const PictureBannerFields = {
  id: idParam,
  title: localizedPatch.optional(),
  subtitle: localizedPatch.optional(),
  image_url: imageUrl.optional(),
  redirect_url: link.optional(),
  sort: sort.optional(),
};
const HomeBannerPatch = z.strictObject({ kind: z.literal('home'), ...PictureBannerFields, button_text: localizedPatch.optional() });
const ShopBannerPatch = z.strictObject({ kind: z.literal('shop'), ...PictureBannerFields });

/** POST /editor/banner/update: the top bar's messages, the home page's slides or the shop page's banners. */
export const BannerUpdateBody = z
  .discriminatedUnion('kind', [TopBannerPatch, HomeBannerPatch, ShopBannerPatch])
  .refine((b) => Object.entries(b).some(([k, v]) => k !== 'kind' && k !== 'id' && v !== undefined), 'nothing to change');
export type BannerUpdateBody = z.output<typeof BannerUpdateBody>;
export const BANNER_KINDS = ['top', 'home', 'shop'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

const PictureBanner = {
  id: z.number().int(),
  title: localizedOut,
  subtitle: localizedOut,
  image_url: z.string(),
  redirect_url: z.string().nullable(),
  sort: z.number().int(),
};
export const EditorTopBanner = z.strictObject({
  id: z.number().int(),
  text: localizedOut,
  redirect_url: z.string().nullable(),
  bg_color: z.string(),
  sort: z.number().int(),
});
export const EditorHomeBanner = z.strictObject({ ...PictureBanner, button_text: localizedOut });
export const EditorShopBanner = z.strictObject(PictureBanner);
/** GET /editor/banner/list: every banner of the three places, every locale. */
export const EditorBanners = z.strictObject({
  top: z.array(EditorTopBanner),
  home: z.array(EditorHomeBanner),
  shop: z.array(EditorShopBanner),
});
export const EditedBanner = z.union([EditorTopBanner, EditorHomeBanner, EditorShopBanner]);

const newPicture = {
  title: withEnglish(localizedPatch),
  subtitle: localizedPatch.optional(),
  /** Required: an upload of the editor's. */
  image_url: imageUrl,
  redirect_url: link.optional(),
  sort: sort.optional(),
};
/** POST /editor/banner/create: a new top bar message (English text required) or a picture banner (English title and an uploaded picture). */
export const BannerCreateBody = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('top'),
    text: withEnglish(localizedPatch),
    redirect_url: link.optional(),
    bg_color: colorCard.optional(),
    sort: sort.optional(),
  }),
  z.strictObject({ kind: z.literal('home'), ...newPicture, button_text: localizedPatch.optional() }),
  z.strictObject({ kind: z.literal('shop'), ...newPicture }),
]);
export type BannerCreateBody = z.output<typeof BannerCreateBody>;

/** POST /editor/banner/delete */
export const BannerDeleteBody = z.strictObject({ kind: z.enum(['top', 'home', 'shop']), id: idParam });
export type BannerDeleteBody = z.output<typeof BannerDeleteBody>;
export const BannerDeleted = z.strictObject({ kind: z.enum(['top', 'home', 'shop']), id: z.number().int() });
