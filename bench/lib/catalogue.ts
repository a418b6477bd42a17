import pg from 'pg';
import type { Localized } from '../../api/db/schema/index.ts';
import { countryPrice, originalPrice, seedCountries } from '../../api/seed/countries.ts';
import { colors } from '../../api/seed/data/colors.ts';
import { products as seedProducts } from '../../api/seed/data/products.ts';
import { productImage, type GeneratedImage } from '../../api/seed/images.ts';
import { random, shuffled } from '../../api/seed/random.ts';

/** Words that turn a seed product into a product line of its own ("Rose Toy Classic Aura 12"). */
const LINES = [
  'Aura',
  'Luna',
  'Velvet',
  'Bloom',
  'Nova',
  'Petal',
  'Glow',
  'Ember',
  'Halo',
  'Iris',
  'Jade',
  'Kiss',
  'Lotus',
  'Muse',
  'Opal',
  'Pearl',
  'Quill',
  'Ripple',
  'Satin',
  'Tide',
  'Umbra',
  'Vivid',
  'Willow',
  'Zest',
  'Amber',
  'Breeze',
  'Cove',
  'Dune',
  'Echo',
  'Fable',
  'Grace',
  'Haven',
  'Indigo',
  'Juno',
  'Koi',
  'Lark',
  'Mist',
  'Nectar',
  'Orchid',
  'Plume',
];

const suffixed = (text: Localized, suffix: string): Localized =>
  Object.fromEntries(Object.entries(text).map(([locale, value]) => [locale, `${value} ${suffix}`])) as Localized;

const CHUNK = 2000;

/**
 * Adds `count` products to a database that already holds the demo shop (categories, countries):
 * variations of the seed products with their translations, 2-5 colour SKUs, prices in every
 * country, images and review figures. Bulk inserts through unnest(), a few statements per chunk.
 */
export async function generateCatalogue(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: cats } = await client.query<{ id: number; slug: string }>('select id, slug from categories');
    const categoryId = new Map(cats.map((c) => [c.slug, c.id]));
    const colorOf = new Map(colors.map((c) => [c.key, c]));
    const imageCache = new Map<string, GeneratedImage>();
    const image = async (shape: (typeof seedProducts)[number]['shape'], hex: string, variant: number) => {
      const key = `${shape}${hex}${variant}`;
      if (!imageCache.has(key)) imageCache.set(key, await productImage('', shape, hex, variant, false));
      return imageCache.get(key)!;
    };
    const rnd = random(20_240_601);
    const now = Date.now();

    for (let start = 0; start < count; start += CHUNK) {
      const n = Math.min(CHUNK, count - start);
      const plans = Array.from({ length: n }, (_, k) => {
        const i = start + k;
        const base = seedProducts[i % seedProducts.length];
        const line = `${LINES[Math.floor(i / seedProducts.length) % LINES.length]} ${Math.floor(i / (seedProducts.length * LINES.length)) + 1}`;
        const palette = shuffled(colors, rnd).slice(0, 2 + Math.floor(rnd() * 4));
        const reviewCount = Math.floor(rnd() * 15);
        return {
          base,
          slug: `${base.slug}-${line.toLowerCase().replace(' ', '-')}`,
          name: suffixed(base.name, line),
          priceCents: Math.max(999, Math.round((base.priceCents * (0.7 + rnd() * 0.6)) / 100) * 100 - 1),
          discount: rnd() < 0.3 ? [10, 15, 20, 25, 30][Math.floor(rnd() * 5)] : 0,
          skus: palette.map((c) => ({ color: c, stock: rnd() < 0.12 ? 0 : Math.floor(rnd() * 300) })),
          soldCount: Math.floor(rnd() * 5000),
          reviewCount,
          reviewSum: Array.from({ length: reviewCount }, () => 3 + Math.floor(rnd() * 3)).reduce((a, b) => a + b, 0),
          createdAt: new Date(now - Math.floor(rnd() * 700) * 86_400_000),
        };
      });

      const { rows: created } = await client.query<{ id: number; slug: string }>(
        `insert into products (slug, category_id, name, subtitle, description, sold_count, review_count, review_sum, created_at)
         select * from unnest($1::text[], $2::int[], $3::jsonb[], $4::jsonb[], $5::jsonb[], $6::int[], $7::int[], $8::int[], $9::timestamptz[])
         returning id, slug`,
        [
          plans.map((p) => p.slug),
          plans.map((p) => categoryId.get(p.base.category)),
          plans.map((p) => JSON.stringify(p.name)),
          plans.map((p) => JSON.stringify(p.base.subtitle)),
          plans.map((p) => JSON.stringify(p.base.description)),
          plans.map((p) => p.soldCount),
          plans.map((p) => p.reviewCount),
          plans.map((p) => p.reviewSum),
          plans.map((p) => p.createdAt),
        ],
      );
      const productId = new Map(created.map((r) => [r.slug, r.id]));

      const skuRows = plans.flatMap((p) => p.skus.map((s, sort) => ({ plan: p, productId: productId.get(p.slug)!, sort, ...s })));
      const { rows: skuIds } = await client.query<{ id: number; product_id: number; sort: number }>(
        `insert into product_skus (product_id, color_name, color_card, on_hand, sort)
         select * from unnest($1::int[], $2::jsonb[], $3::varchar[], $4::int[], $5::int[]) returning id, product_id, sort`,
        [
          skuRows.map((s) => s.productId),
          skuRows.map((s) => JSON.stringify(s.color.name)),
          skuRows.map((s) => s.color.hex),
          skuRows.map((s) => s.stock),
          skuRows.map((s) => s.sort),
        ],
      );
      const skuId = new Map(skuIds.map((r) => [`${r.product_id}:${r.sort}`, r.id]));

      const prices = skuRows.flatMap((s) =>
        seedCountries.map((c) => {
          const price = countryPrice(s.plan.priceCents, c.priceFactor);
          return [
            skuId.get(`${s.productId}:${s.sort}`)!,
            c.code,
            price,
            Math.max(price, countryPrice(originalPrice(s.plan.priceCents, s.plan.discount), c.priceFactor)),
          ] as const;
        }),
      );
      await client.query(
        `insert into sku_prices (sku_id, country_code, price_cents, original_price_cents)
         select * from unnest($1::int[], $2::varchar[], $3::int[], $4::int[])`,
        [prices.map((p) => p[0]), prices.map((p) => p[1]), prices.map((p) => p[2]), prices.map((p) => p[3])],
      );

      const images = [];
      for (const p of plans) {
        const id = productId.get(p.slug)!;
        const cover = await image(p.base.shape, colorOf.get(p.base.skus[0].color)!.hex, 0);
        images.push({ productId: id, skuId: null, name: p.name.en, img: cover, sort: 0 });
        for (const [sort, s] of p.skus.entries()) {
          images.push({
            productId: id,
            skuId: skuId.get(`${id}:${sort}`)!,
            name: `${p.name.en} ${s.color.key}`,
            img: await image(p.base.shape, s.color.hex, sort + 2),
            sort: sort + 1,
          });
        }
      }
      await client.query(
        `insert into product_images (product_id, sku_id, name, width, height, variants, sort)
         select * from unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::int[], $6::jsonb[], $7::int[])`,
        [
          images.map((i) => i.productId),
          images.map((i) => i.skuId),
          images.map((i) => i.name),
          images.map((i) => i.img.width),
          images.map((i) => i.img.height),
          images.map((i) => JSON.stringify(i.img.variants)),
          images.map((i) => i.sort),
        ],
      );
    }
    // What autovacuum would soon do on a live shop: clear the dead rows of the bulk load and refresh statistics.
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
