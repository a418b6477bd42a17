ALTER TABLE "reviews" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_language_check" CHECK ("reviews"."language" IN ('en', 'de', 'ja', 'fr', 'es', 'it', 'pl', 'pt'));