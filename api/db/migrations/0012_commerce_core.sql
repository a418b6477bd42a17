CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"after_sale_id" integer,
	"locale" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_kind_check" CHECK (kind IN ('order_paid', 'order_expired', 'order_shipped', 'order_refunded', 'after_sale_received', 'after_sale_decided'))
);
--> statement-breakpoint
CREATE TABLE "stock_holds" (
	"order_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"num" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_holds_order_id_sku_id_pk" PRIMARY KEY("order_id","sku_id"),
	CONSTRAINT "stock_holds_num_positive" CHECK ("stock_holds"."num" > 0)
);
--> statement-breakpoint
ALTER TABLE "product_skus" ADD COLUMN "on_hand" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_skus" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_skus" ADD COLUMN "sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Until now checkout took unpaid orders' units off stock_num: they become holds, and on hand is what
-- was left plus what they hold. Sold is what paid (and not refunded or cancelled) orders took.
INSERT INTO "stock_holds" ("order_id", "sku_id", "num", "expires_at")
  SELECT l."order_id", l."sku_id", sum(l."num")::int, o."expires_at"
  FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id"
  WHERE o."status" = 'pending_payment'
  GROUP BY l."order_id", l."sku_id", o."expires_at";--> statement-breakpoint
UPDATE "product_skus" s SET "held" = h."n" FROM (SELECT "sku_id", sum("num")::int AS "n" FROM "stock_holds" GROUP BY 1) h WHERE s."id" = h."sku_id";--> statement-breakpoint
UPDATE "product_skus" s SET "sold" = x."n" FROM (
  SELECT l."sku_id", sum(l."num")::int AS "n" FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id"
  WHERE o."status" IN ('paid', 'shipped', 'completed', 'refund_requested') GROUP BY 1) x WHERE s."id" = x."sku_id";--> statement-breakpoint
UPDATE "product_skus" SET "on_hand" = "stock_num" + "held";--> statement-breakpoint
ALTER TABLE "product_skus" DROP CONSTRAINT "product_skus_stock_nonnegative";--> statement-breakpoint
ALTER TABLE "product_skus" DROP COLUMN "stock_num";--> statement-breakpoint
ALTER TABLE "product_skus" ADD COLUMN "stock_num" integer GENERATED ALWAYS AS (on_hand - held) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_sku_id_product_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("id") WHERE "outbox"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_holds_sku_idx" ON "stock_holds" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "orders_user_unpaid_idx" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
ALTER TABLE "product_skus" ADD CONSTRAINT "product_skus_stock_check" CHECK ("product_skus"."held" >= 0 AND "product_skus"."held" <= "product_skus"."on_hand" AND "product_skus"."sold" >= 0);