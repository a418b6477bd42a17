ALTER TABLE "publishes" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publishes" ADD COLUMN "builder" text;