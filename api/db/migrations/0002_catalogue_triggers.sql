-- Search documents keep only what a search reads: the lower-cased name (exact-name ranking), the
-- tsvector and the sold count. The word list for typo matching is taken from the same texts.
-- The locale -> text-search configuration map is the same as SEARCH_CONFIGS in api/modules/search/configs.ts.
CREATE OR REPLACE FUNCTION product_search_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search WHERE product_id = ANY (ids);
  WITH d AS (
    SELECT p.id AS product_id, p.sold_count, l.locale, l.config,
      coalesce(nullif(p.name ->> l.locale, ''), p.name ->> 'en') AS name,
      coalesce(nullif(p.subtitle ->> l.locale, ''), p.subtitle ->> 'en', '') AS subtitle,
      coalesce(nullif(c.name ->> l.locale, ''), c.name ->> 'en', '') AS category,
      (SELECT string_agg(DISTINCT coalesce(nullif(s.color_name ->> l.locale, ''), s.color_name ->> 'en'), ' ')
         FROM product_skus s WHERE s.product_id = p.id) AS colours,
      -- Other locales also find a product by its English name and category (brand words, untranslated terms).
      CASE WHEN l.locale <> 'en' THEN concat_ws(' ', p.name ->> 'en', c.name ->> 'en') END AS en_extra
    FROM products p
    JOIN categories c ON c.id = p.category_id
    CROSS JOIN (VALUES
      ('en', 'english'::regconfig), ('de', 'german'::regconfig), ('ja', 'simple'::regconfig),
      ('fr', 'french'::regconfig), ('es', 'spanish'::regconfig), ('it', 'italian'::regconfig),
      ('pl', 'simple'::regconfig), ('pt', 'portuguese'::regconfig)
    ) AS l(locale, config)
    WHERE p.id = ANY (ids) AND p.published
  ), documents AS (
    INSERT INTO product_search (product_id, locale, config, name, tsv, sold_count)
    SELECT d.product_id, d.locale, d.config, lower(d.name),
      setweight(to_tsvector(d.config, d.name), 'A')
        || setweight(to_tsvector(d.config, concat_ws(' ', d.category, d.colours)), 'B')
        || setweight(to_tsvector(d.config, d.subtitle), 'C')
        || setweight(to_tsvector('english'::regconfig, coalesce(d.en_extra, '')), 'D'),
      d.sold_count
    FROM d
  )
  -- Words are only ever added: a word that no document uses any more just widens a typo's alternatives.
  INSERT INTO search_words (locale, word)
  SELECT DISTINCT d.locale, w.word
  FROM d, unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
    concat_ws(' ', d.name, d.subtitle, d.category, d.colours, d.en_extra)))) AS w(word)
  WHERE char_length(w.word) BETWEEN 2 AND 40
  ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_on_product_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(ARRAY(SELECT id FROM changed_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_on_sku_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(ARRAY(SELECT DISTINCT product_id FROM changed_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_on_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    PERFORM product_search_refresh(ARRAY[NEW.id]);
  ELSIF TG_TABLE_NAME = 'product_skus' THEN
    PERFORM product_search_refresh(ARRAY[OLD.product_id, NEW.product_id]);
  ELSIF TG_TABLE_NAME = 'categories' THEN
    PERFORM product_search_refresh(ARRAY(SELECT id FROM products WHERE category_id = NEW.id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_on_sold_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search SET sold_count = NEW.sold_count WHERE product_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Keeps product_price_ranges (lowest and highest SKU price per product and country) in step with the price lists.
-- A SKU without a price in a country is priced from the default country's list (replaced by 0003, which
-- reads the default from countries.is_default).
CREATE OR REPLACE FUNCTION product_price_ranges_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_price_ranges WHERE product_id = ANY (ids);
  INSERT INTO product_price_ranges (product_id, country_code, min_cents, max_cents)
  SELECT s.product_id, c.code, min(coalesce(own.price_cents, def.price_cents)), max(coalesce(own.price_cents, def.price_cents))
  FROM product_skus s
  CROSS JOIN countries c
  LEFT JOIN sku_prices own ON own.sku_id = s.id AND own.country_code = c.code
  LEFT JOIN sku_prices def ON def.sku_id = s.id AND def.country_code = 'US'
  WHERE s.product_id = ANY (ids) AND coalesce(own.price_cents, def.price_cents) IS NOT NULL
  GROUP BY s.product_id, c.code;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_price_ranges_on_price_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_price_ranges_refresh(ARRAY(
    SELECT DISTINCT s.product_id FROM changed_rows r JOIN product_skus s ON s.id = r.sku_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_price_ranges_on_sku_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_price_ranges_refresh(ARRAY(SELECT DISTINCT product_id FROM changed_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_price_ranges_on_price_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_price_ranges_refresh(ARRAY(
    SELECT DISTINCT s.product_id FROM (SELECT sku_id FROM old_rows UNION SELECT sku_id FROM changed_rows) r
    JOIN product_skus s ON s.id = r.sku_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_price_ranges_refresh_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_price_ranges_refresh(ARRAY(SELECT id FROM products));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_search_products_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_product_rows();
--> statement-breakpoint
CREATE TRIGGER product_search_products_update AFTER UPDATE OF name, subtitle, category_id, published ON products
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.subtitle IS DISTINCT FROM NEW.subtitle
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.published IS DISTINCT FROM NEW.published)
  EXECUTE FUNCTION product_search_on_row();
--> statement-breakpoint
CREATE TRIGGER product_search_skus_insert AFTER INSERT ON product_skus
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_sku_rows();
--> statement-breakpoint
CREATE TRIGGER product_search_skus_delete AFTER DELETE ON product_skus
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_sku_rows();
--> statement-breakpoint
CREATE TRIGGER product_search_skus_update AFTER UPDATE OF color_name, product_id ON product_skus
  FOR EACH ROW
  WHEN (OLD.color_name IS DISTINCT FROM NEW.color_name OR OLD.product_id IS DISTINCT FROM NEW.product_id)
  EXECUTE FUNCTION product_search_on_row();
--> statement-breakpoint
CREATE TRIGGER product_search_categories_update AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION product_search_on_row();
--> statement-breakpoint
CREATE TRIGGER product_search_products_sold_count AFTER UPDATE OF sold_count ON products
  FOR EACH ROW WHEN (OLD.sold_count IS DISTINCT FROM NEW.sold_count) EXECUTE FUNCTION product_search_on_sold_count();
--> statement-breakpoint
CREATE TRIGGER product_price_ranges_prices_insert AFTER INSERT ON sku_prices
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_price_ranges_on_price_rows();
--> statement-breakpoint
CREATE TRIGGER product_price_ranges_prices_update AFTER UPDATE ON sku_prices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_price_ranges_on_price_update();
--> statement-breakpoint
CREATE TRIGGER product_price_ranges_prices_delete AFTER DELETE ON sku_prices
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_price_ranges_on_price_rows();
--> statement-breakpoint
-- A deleted SKU's prices are gone before its product can be looked up from them; its own rows still know the product.
CREATE TRIGGER product_price_ranges_skus_delete AFTER DELETE ON product_skus
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_price_ranges_on_sku_rows();
--> statement-breakpoint
-- Moving a SKU to another product is rare enough to recompute everything.
CREATE TRIGGER product_price_ranges_skus_update AFTER UPDATE OF product_id ON product_skus
  FOR EACH STATEMENT EXECUTE FUNCTION product_price_ranges_refresh_all();
--> statement-breakpoint
CREATE TRIGGER product_price_ranges_countries_insert AFTER INSERT ON countries
  FOR EACH STATEMENT EXECUTE FUNCTION product_price_ranges_refresh_all();
--> statement-breakpoint
-- A product's localized name, subtitle and rich description make its row over a kilobyte, so every
-- scan of the catalogue (counts, sorts, filters) read mostly text it never looks at. With a low
-- TOAST target those texts live out of line and the table itself stays small; they are fetched
-- only for the rows a page shows. Applies to rows written from now on (a re-seed, VACUUM FULL).
ALTER TABLE products SET (toast_tuple_target = 256);
