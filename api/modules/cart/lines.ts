import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, couponRedemptions, coupons, productImages, products, productSkus, skuPrices } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';
import type { CountrySet } from '../../lib/countries.ts';
import { localize } from '../../lib/locales.ts';
import { urlOf } from '../products/items.ts';
import { productRoute } from '../site/service.ts';
import type { CouponRule, PricedLine, ShippingRule } from '../checkout/pricing.ts';

/** A SKU as the cart and the checkout price it: in the context's country, or the default country's list. */
export interface SkuOffer extends PricedLine {
  skuId: number;
  productId: number;
  productName: { en: string } & Partial<Record<string, string>>;
  colorName: { en: string } & Partial<Record<string, string>>;
  colorCard: string;
  stock: number;
  published: boolean;
  coverName: string;
  coverUrl: string;
  route: string;
}

export interface CartRow extends SkuOffer {
  cartId: number;
}

/** The columns an offer is made of, priced in the context's country (or the default country's list). */
const offerColumns = (ctx: Context) => ({
  skuId: productSkus.id,
  productId: products.id,
  slug: products.slug,
  published: products.published,
  productName: products.name,
  colorName: productSkus.colorName,
  colorCard: productSkus.colorCard,
  stock: productSkus.stockNum,
  own: sql<
    number | null
  >`(select ${skuPrices.priceCents} from ${skuPrices} where ${skuPrices.skuId} = ${productSkus.id} and ${skuPrices.countryCode} = ${ctx.country})`,
  fallback: sql<
    number | null
  >`(select ${skuPrices.priceCents} from ${skuPrices} where ${skuPrices.skuId} = ${productSkus.id} and ${skuPrices.countryCode} = ${ctx.defaultCountry})`,
  // The SKU's own first image, else the product's first image without a SKU.
  cover: sql<Pick<
    typeof productImages.$inferSelect,
    'name' | 'variants'
  > | null>`(select json_build_object('name', ${productImages.name}, 'variants', ${productImages.variants})
    from ${productImages} where ${productImages.productId} = ${products.id} and (${productImages.skuId} = ${productSkus.id} or ${productImages.skuId} is null)
    order by ${productImages.skuId} is null, ${productImages.sort}, ${productImages.id} limit 1)`,
});

const offersOf = (ctx: Context, skuIds: number[]) =>
  ctx.db
    .select(offerColumns(ctx))
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(inArray(productSkus.id, skuIds));
type OfferRow = Awaited<ReturnType<typeof offersOf>>[number];

/** An offer from its row; null for a SKU without a price in the country nor in the default list. */
function toOffer(r: OfferRow): SkuOffer | null {
  const unitCents = r.own ?? r.fallback;
  if (unitCents === null) return null;
  return {
    skuId: r.skuId,
    productId: r.productId,
    productName: r.productName,
    colorName: r.colorName,
    colorCard: r.colorCard,
    stock: r.stock,
    published: r.published,
    unitCents,
    num: 0,
    coverName: r.cover?.name ?? '',
    coverUrl: r.cover ? urlOf(r.cover) : '',
    route: productRoute(r.slug),
  };
}

/** The offers for `skuIds` in the context's country; SKUs without a price there (nor in the default list) are left out. */
export async function skuOffers(ctx: Context, skuIds: number[]): Promise<Map<number, SkuOffer>> {
  const offers = new Map<number, SkuOffer>();
  if (skuIds.length === 0) return offers;
  for (const r of await offersOf(ctx, skuIds)) {
    const offer = toOffer(r);
    if (offer) offers.set(r.skuId, offer);
  }
  return offers;
}

/** The shopper's cart lines, oldest first, priced in the context's country (one query). */
export async function cartRows(ctx: Context, userId: number): Promise<CartRow[]> {
  const rows = await ctx.db
    .select({ ...offerColumns(ctx), cartId: cartItems.id, num: cartItems.num })
    .from(cartItems)
    .innerJoin(productSkus, eq(productSkus.id, cartItems.skuId))
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows.flatMap((r) => {
    const offer = toOffer(r);
    return offer ? [{ ...offer, cartId: r.cartId, num: r.num }] : [];
  });
}

export const lineName = (ctx: Pick<Context, 'locale'>, offer: SkuOffer) => ({
  product: localize(offer.productName, ctx.locale),
  color: localize(offer.colorName, ctx.locale),
});

/** Shipping to `country` under the instance's copy of the countries table. */
export function shippingRule(countries: CountrySet, country: string): ShippingRule {
  const terms = countries.shipping.get(country);
  return terms ? { country, ...terms } : { country, shipsTo: false, flatCents: 0, freeOverCents: null };
}

/**
 * A coupon as the pricing rules judge it, with its uses: captured ones plus those reserved by unpaid
 * orders, in total and by this shopper. Null for an unknown code.
 */
export async function couponRule(db: Db, code: string, userId: number): Promise<(CouponRule & { id: number }) | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
  if (!row) return null;
  const [uses] = await db
    .select({
      all: sql<number>`count(*)::int`,
      mine: sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${userId})::int`,
    })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, row.id), inArray(couponRedemptions.state, ['reserved', 'used'])));
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    minSpendCents: row.minSpendCents,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    countries: row.countries,
    maxUses: row.maxUses,
    maxUsesPerUser: row.maxUsesPerUser,
    uses: uses?.all ?? 0,
    usesByShopper: uses?.mine ?? 0,
  };
}
