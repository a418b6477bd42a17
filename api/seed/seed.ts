import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  categories,
  countries,
  coupons,
  infoPages,
  productImages,
  products,
  productSkus,
  reviews,
  shopBanners,
  skuPrices,
  solvedProblems,
  topBanners,
} from '../db/schema/index.ts';
import { categories as seedCategories } from './data/categories.ts';
import { colors } from './data/colors.ts';
import { products as seedProducts } from './data/products.ts';
import { reviewerNames, reviewTemplatesFor } from './data/reviews.ts';
import { shippingRules, shopBanners as seedShopBanners, topBanners as seedTopBanners } from './data/site.ts';
import { countryPrice, originalPrice, seedCountries, skuPriceCents } from './countries.ts';
import { couponRows, seedCoupons } from './coupons.ts';
import { bannerImage, productImage } from './images.ts';
import { seedMediaContent } from './media-seed.ts';
import { random, shuffled } from './random.ts';
import { drawBlogCovers, seedContent } from './content.ts';

export interface SeedOptions {
  mediaDir: string;
  /** Write the generated images (false in API tests, which never fetch them). */
  images?: boolean;
  /** The clock the catalogue's "added N days ago" is counted from. */
  now?: Date;
}

const DAY = 86_400_000;

/**
 * Up to `wanted` reviews for a product, written for its kind, each by a reviewer of the language it
 * was written in. Distinct texts and authors within a product: the same review twice would look made up.
 */
function chooseReviews(slug: string, wanted: number, rnd: () => number) {
  const texts = shuffled(reviewTemplatesFor(slug), rnd).slice(0, wanted);
  const names = Object.fromEntries(Object.entries(reviewerNames).map(([lang, list]) => [lang, shuffled(list, rnd)]));
  const used: Record<string, number> = {};
  return texts.map((template) => {
    const n = (used[template.language] = (used[template.language] ?? 0) + 1);
    const pool = names[template.language];
    return { template, author: pool[(n - 1) % pool.length] };
  });
}

/** Fills an empty database with the demo shop. Returns false (and does nothing) when it already has a catalogue. */
export async function seedDemoShop(db: Db, opts: SeedOptions): Promise<boolean> {
  // The home page's content and the media of /moolitime, also into a shop seeded before they existed.
  await seedMediaContent(db, opts);
  const [{ n }] = await db.select({ n: count() }).from(categories);
  if (n > 0) return false;
  const write = opts.images ?? true;
  const now = opts.now ?? new Date();
  const colorOf = new Map(colors.map((c) => [c.key, c]));

  // Draw the pictures first, side by side (sharp works in its own threads; a newcomer's first start
  // waited for them one by one): image work stays outside the transaction.
  const [pictures, bannerUrls, blogCovers] = await Promise.all([
    Promise.all(
      seedProducts.map(async (p) => {
        const skuHexes = p.skus.map((s) => colorOf.get(s.color)!.hex);
        const [cover, detail, ...perSku] = await Promise.all([
          productImage(opts.mediaDir, p.shape, skuHexes[0], 0, write),
          productImage(opts.mediaDir, p.shape, skuHexes[0], 1, write),
          ...skuHexes.map((hex, i) => productImage(opts.mediaDir, p.shape, hex, i + 2, write)),
        ]);
        return { cover, detail, perSku };
      }),
    ),
    Promise.all(seedShopBanners.map((_, i) => bannerImage(opts.mediaDir, ['#EE5E7B', '#9b7fd1', '#4fa3a5'][i % 3], i, write))),
    drawBlogCovers(opts.mediaDir, write),
  ]);

  await db.transaction(async (tx) => {
    await tx.insert(countries).values(
      seedCountries.map((c, i) => ({
        code: c.code,
        sort: i,
        isDefault: c.code === 'US',
        shippingCents: c.shippingCents,
        freeShippingOverCents: c.freeOverCents,
        shipsTo: c.shipsTo ?? true,
      })),
    );
    await tx.insert(coupons).values(couponRows(seedCoupons, now));
    const cats = await tx
      .insert(categories)
      .values(seedCategories.map((c, i) => ({ slug: c.slug, name: c.name, sort: i })))
      .returning({ id: categories.id, slug: categories.slug });
    const categoryId = new Map(cats.map((c) => [c.slug, c.id]));

    for (const [index, p] of seedProducts.entries()) {
      const rnd = random(index + 1);
      const chosen = chooseReviews(p.slug, p.reviewCount, rnd).map((r) => ({ ...r, daysAgo: Math.floor(rnd() * Math.max(1, p.daysAgo)) }));
      const [row] = await tx
        .insert(products)
        .values({
          slug: p.slug,
          categoryId: categoryId.get(p.category)!,
          name: p.name,
          subtitle: p.subtitle,
          description: p.description,
          soldCount: p.soldCount,
          reviewCount: chosen.length,
          reviewSum: chosen.reduce((sum, r) => sum + r.template.rating, 0),
          createdAt: new Date(now.getTime() - p.daysAgo * DAY),
        })
        .returning({ id: products.id });

      const skuRows = await tx
        .insert(productSkus)
        .values(
          p.skus.map((s, i) => ({
            productId: row.id,
            colorName: colorOf.get(s.color)!.name,
            colorCard: colorOf.get(s.color)!.hex,
            onHand: s.stock,
            sort: i,
          })),
        )
        .returning({ id: productSkus.id });

      await tx.insert(skuPrices).values(
        skuRows.flatMap((s, i) => {
          const usPrice = skuPriceCents(p.priceCents, i, skuRows.length);
          const original = originalPrice(usPrice, p.discountPercent);
          return seedCountries.map((c) => ({
            skuId: s.id,
            countryCode: c.code,
            priceCents: countryPrice(usPrice, c.priceFactor),
            originalPriceCents: Math.max(countryPrice(original, c.priceFactor), countryPrice(usPrice, c.priceFactor)),
          }));
        }),
      );

      const pics = pictures[index];
      const name = p.name.en;
      await tx.insert(productImages).values([
        { productId: row.id, skuId: null, name, ...pics.cover, sort: 0 },
        { productId: row.id, skuId: null, name: `${name} detail`, ...pics.detail, sort: 1 },
        ...skuRows.map((s, i) => ({
          productId: row.id,
          skuId: s.id,
          name: `${name} ${p.skus[i].color}`,
          ...pics.perSku[i],
          sort: 2 + i,
        })),
      ]);
      if (p.solved.length) {
        await tx
          .insert(solvedProblems)
          .values(p.solved.map((s, i) => ({ productId: row.id, problem: s.problem, solution: s.solution, sort: i })));
      }
      if (chosen.length) {
        await tx.insert(reviews).values(
          chosen.map((r) => ({
            productId: row.id,
            authorName: r.author,
            rating: r.template.rating,
            content: r.template.text[r.template.language]!,
            language: r.template.language,
            translations: Object.fromEntries(Object.entries(r.template.text).filter(([lang]) => lang !== r.template.language)),
            createdAt: new Date(now.getTime() - r.daysAgo * DAY),
          })),
        );
      }
    }

    await tx
      .insert(topBanners)
      .values(seedTopBanners.map((b, i) => ({ text: b.text, redirectUrl: b.redirect_url, bgColor: b.bg_color, sort: i })));
    await tx.insert(shopBanners).values(
      seedShopBanners.map((b, i) => ({
        title: b.title,
        subtitle: b.subtitle,
        redirectUrl: b.redirect_url,
        imageUrl: bannerUrls[i],
        sort: i,
      })),
    );
    await tx.insert(infoPages).values({ kind: 3, title: shippingRules.title, content: shippingRules.content });
    await seedContent(tx, blogCovers, now);
  });
  return true;
}
