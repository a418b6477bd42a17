ALTER TABLE "sessions" ADD COLUMN "family_id" text;--> statement-breakpoint
UPDATE "sessions" SET "family_id" = "id"::text;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "family_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "rotated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sessions_family_idx" ON "sessions" USING btree ("family_id");
