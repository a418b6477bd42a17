import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { seedCountries } from '../../api/seed/countries.ts';
import { CATALOGUE_WORDS, POST_WORDS } from './large-catalogue-words.ts';

/**
 * Adds `products` products and `posts` blog posts to a database that is already migrated and seeded
 * with the demo shop, set-based (INSERT … SELECT over generate_series), in one transaction:
 *
 * - products: names, subtitles and descriptions in the eight locales built from small word lists,
 *   spread over the existing categories, published, with sold counts and creation dates spread out;
 * - 1–4 colour SKUs each (the seeded colours), with stock (some sold out) and a price in every
 *   country of the shop (the seed's price factors);
 * - images copied from already-seeded image rows (their files exist; nothing is drawn);
 * - a few reviews on every third product (copied from seeded reviews), counted on the product;
 * - blog posts in the eight locales with plain, sanitizer-safe HTML bodies and seeded covers.
 *
 * Search documents, search words and price ranges follow through the catalogue's triggers, and the
 * route list reads published products and posts, so the storefront renders them like seeded ones.
 */
export async function seedLargeCatalogue(databaseUrl: string, opts: { products: number; posts: number }): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // A run token keeps slugs unique when the generator runs twice on one database.
  const run = randomBytes(3).toString('hex');
  try {
    await client.query('begin');
    if (opts.products > 0) await addProducts(client, run, opts.products);
    if (opts.posts > 0) await addPosts(client, run, opts.posts);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
  // What autovacuum would soon do on a live shop: statistics for the planner after a bulk load.
  const after = new pg.Client({ connectionString: databaseUrl });
  await after.connect();
  try {
    await after.query('vacuum analyze');
  } finally {
    await after.end();
  }
}

/** `jsonb_object_agg` over the locales of `words`: each locale's pick by the expression `index`. */
const perLocale = (list: string, index: string) =>
  `(select jsonb_object_agg(l.key, l.value ->> ((${index}) % jsonb_array_length(l.value))::int) from jsonb_each(${list}) l)`;

async function addProducts(client: pg.Client, run: string, count: number) {
  const words = JSON.stringify(CATALOGUE_WORDS);
  const factors = JSON.stringify(Object.fromEntries(seedCountries.map((c) => [c.code, c.priceFactor])));
  // Products: name = adjective + noun + number, subtitle and description from phrase lists.
  await client.query(
    `create temporary table new_products on commit drop as
     with cats as (select array_agg(id order by id) as ids from categories)
     select g, 'x' || $1 || '-' || g as slug, cats.ids[1 + g % array_length(cats.ids, 1)] as category_id
     from generate_series(1, $2::int) g, cats`,
    [run, count],
  );
  await client.query(
    `with w as (select $1::jsonb as w),
     named as (
       select n.g, n.slug, n.category_id,
         ${perLocale("w.w -> 'adjectives'", 'n.g * 7')} as adjective,
         ${perLocale("w.w -> 'nouns'", 'n.g * 13 / 3')} as noun,
         ${perLocale("w.w -> 'subtitles'", 'n.g')} as subtitle,
         ${perLocale("w.w -> 'descriptions'", 'n.g * 5')} as description
       from new_products n, w)
     insert into products (slug, category_id, name, subtitle, description, published, sold_count, created_at)
     select slug, category_id,
       (select jsonb_object_agg(a.key, (a.value #>> '{}') || ' ' || (noun ->> a.key) || ' ' || g) from jsonb_each(adjective) a),
       subtitle,
       (select jsonb_object_agg(d.key, '<p>' || (d.value #>> '{}') || '</p><p>' || (subtitle ->> d.key) || '</p>') from jsonb_each(description) d),
       true, (g * 7919) % 500, now() - make_interval(hours => g)
     from named`,
    [words],
  );
  // SKUs: 1–4 of the seeded colours, a few sold out.
  await client.query(
    `with colours as (select row_number() over (order by color_card) as rn, name, color_card from
        (select distinct on (color_card) color_name as name, color_card from product_skus order by color_card, id) c),
      total as (select count(*) as n from colours),
      made as (select p.id, n.g from products p join new_products n on n.slug = p.slug)
     insert into product_skus (product_id, color_name, color_card, on_hand, sort)
     select m.id, c.name, c.color_card, case when (m.g + k) % 11 = 0 then 0 else 5 + (m.g * 31 + k * 17) % 200 end, k
     from made m cross join total cross join generate_series(0, m.g % 4) k
     join colours c on c.rn = 1 + (m.g + k * 5) % total.n`,
  );
  // Prices in every country: a US price from 9.99 to 159.99, the seed's country factors, some discounted.
  await client.query(
    `with f as (select $1::jsonb as f),
      skus as (select s.id, n.g from product_skus s join products p on p.id = s.product_id join new_products n on n.slug = p.slug),
      priced as (select s.id, c.code, 999 + ((s.g * 37) % 16) * 1000 as us,
          coalesce((f.f ->> c.code)::float8, 1) as factor, case when s.g % 5 = 0 then 1.25 else 1 end as markup
        from skus s cross join countries c, f)
     insert into sku_prices (sku_id, country_code, price_cents, original_price_cents)
     select id, code, price, greatest(price, round(price * markup / 100)::int * 100 - 1)
     from (select id, code, markup, case when factor = 1 then us else greatest(99, round(us * factor / 100)::int * 100 - 1) end as price from priced) p`,
    [factors],
  );
  // Images: a product cover and one picture per SKU, copied from the seeded rows.
  await client.query(
    `with covers as (select row_number() over (order by id) as rn, width, height, variants from product_images where sku_id is null),
      sku_images as (select row_number() over (order by id) as rn, width, height, variants from product_images where sku_id is not null),
      counts as (select (select count(*) from covers) as covers, (select count(*) from sku_images) as skus),
      made as (select p.id, p.name ->> 'en' as name, n.g from products p join new_products n on n.slug = p.slug)
     insert into product_images (product_id, sku_id, name, width, height, variants, sort)
     select m.id, null, m.name, c.width, c.height, c.variants, 0
       from made m cross join counts join covers c on c.rn = 1 + m.g % counts.covers
     union all
     select m.id, s.id, m.name || ' ' || (s.color_name ->> 'en'), i.width, i.height, i.variants, s.sort + 1
       from made m join product_skus s on s.product_id = m.id cross join counts
       join sku_images i on i.rn = 1 + (m.g + s.sort) % counts.skus`,
  );
  // Reviews on every third product, copied from the seeded ones, then counted on the products.
  await client.query(
    `with seeded as (select row_number() over (order by id) as rn, author_name, rating, content, language, translations from reviews),
      total as (select count(*) as n from seeded),
      made as (select p.id, n.g from products p join new_products n on n.slug = p.slug where n.g % 3 = 0)
     insert into reviews (product_id, author_name, rating, content, language, translations, created_at)
     select m.id, r.author_name, r.rating, r.content, r.language, r.translations, now() - make_interval(hours => m.g + k)
     from made m cross join total cross join generate_series(1, 1 + m.g % 5) k
     join seeded r on r.rn = 1 + (m.g * 3 + k) % total.n`,
  );
  await client.query(
    `update products p set review_count = r.n, review_sum = r.total
     from (select product_id, count(*)::int as n, sum(rating)::int as total from reviews group by product_id) r
     where r.product_id = p.id and p.slug in (select slug from new_products)`,
  );
}

async function addPosts(client: pg.Client, run: string, count: number) {
  await client.query(
    `with w as (select $1::jsonb as w),
      cats as (select array_agg(id order by id) as ids from blog_categories),
      covers as (select array_agg(cover_url order by id) as list, array_agg(author order by id) as authors from blog_posts),
      made as (
        select g, ${perLocale("w.w -> 'topics'", 'g * 3')} as topic, ${perLocale("w.w -> 'summaries'", 'g')} as summary,
          ${perLocale("w.w -> 'paragraphs'", 'g * 7')} as paragraph
        from generate_series(1, $3::int) g, w)
     insert into blog_posts (slug, category_id, title, summary, body, cover_url, author, published_at, published)
     select 'x' || $2 || '-post-' || g, cats.ids[1 + g % array_length(cats.ids, 1)],
       (select jsonb_object_agg(t.key, (t.value #>> '{}') || ' ' || g) from jsonb_each(topic) t),
       summary,
       (select jsonb_object_agg(p.key, '<h2>' || (topic ->> p.key) || '</h2><p>' || (p.value #>> '{}') || '</p><p>'
          || (summary ->> p.key) || '</p>') from jsonb_each(paragraph) p),
       covers.list[1 + g % array_length(covers.list, 1)], covers.authors[1 + g % array_length(covers.authors, 1)],
       now() - make_interval(hours => g), true
     from made, cats, covers`,
    [JSON.stringify(POST_WORDS), run, count],
  );
}
