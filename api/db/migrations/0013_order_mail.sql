DROP INDEX "outbox_unsent_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" varchar(60);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" varchar(80);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" IS NULL AND "outbox"."failed_at" IS NULL;--> statement-breakpoint
-- Messages written before the shop sent order e-mails are not sent now, days after their moment.
UPDATE "outbox" SET "failed_at" = now(), "last_error" = 'written before order e-mails were sent' WHERE "sent_at" IS NULL AND "created_at" < now() - interval '1 day';
