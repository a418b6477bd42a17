DROP INDEX "publishes_one_queued";--> statement-breakpoint
ALTER TABLE "publishes" ADD COLUMN "kind" text DEFAULT 'publish' NOT NULL;--> statement-breakpoint
ALTER TABLE "publishes" ADD COLUMN "preview_token" text;--> statement-breakpoint
ALTER TABLE "publishes" ADD COLUMN "changed_pages" jsonb;--> statement-breakpoint
ALTER TABLE "publishes" ADD COLUMN "pages_changed" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "publishes_one_queued_per_kind" ON "publishes" USING btree ("kind") WHERE status = 'queued';--> statement-breakpoint
ALTER TABLE "publishes" ADD CONSTRAINT "publishes_preview_token_unique" UNIQUE("preview_token");--> statement-breakpoint
ALTER TABLE "publishes" ADD CONSTRAINT "publishes_kind_check" CHECK ("publishes"."kind" in ('publish', 'preview'));