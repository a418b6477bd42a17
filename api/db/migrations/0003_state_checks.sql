CREATE UNIQUE INDEX "countries_one_default_idx" ON "countries" USING btree ("is_default") WHERE "countries"."is_default";--> statement-breakpoint
ALTER TABLE "chunk_uploads" ADD CONSTRAINT "chunk_uploads_state_check" CHECK (state IN ('open', 'assembling', 'done'));--> statement-breakpoint
-- A SKU without a price in a country is priced from the default country's list (countries.is_default),
-- exactly as the product list items show it (toListItems, ctx.defaultCountry).
CREATE OR REPLACE FUNCTION product_price_ranges_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_price_ranges WHERE product_id = ANY (ids);
  INSERT INTO product_price_ranges (product_id, country_code, min_cents, max_cents)
  SELECT s.product_id, c.code, min(coalesce(own.price_cents, def.price_cents)), max(coalesce(own.price_cents, def.price_cents))
  FROM product_skus s
  CROSS JOIN countries c
  LEFT JOIN sku_prices own ON own.sku_id = s.id AND own.country_code = c.code
  LEFT JOIN sku_prices def ON def.sku_id = s.id AND def.country_code = (SELECT code FROM countries WHERE is_default)
  WHERE s.product_id = ANY (ids) AND coalesce(own.price_cents, def.price_cents) IS NOT NULL
  GROUP BY s.product_id, c.code;
END
$$;
