CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" varchar(32) NOT NULL,
	"session_id" varchar(32) NOT NULL,
	"event_type" varchar(40) NOT NULL,
	"page_name" text NOT NULL,
	"page_url" text NOT NULL,
	"referrer_url" text NOT NULL,
	"platform" varchar(40) NOT NULL,
	"browser" varchar(40) NOT NULL,
	"sid1" text NOT NULL,
	"sid2" text NOT NULL,
	"list" jsonb NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" varchar(20) NOT NULL,
	"message" text NOT NULL,
	"locale" varchar(5) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "join_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"programme" varchar(20) NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"platform" varchar(20),
	"handle" text,
	"audience" varchar(20),
	"motivation" text NOT NULL,
	"locale" varchar(5) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "join_requests_programme" CHECK ("join_requests"."programme" in ('community', 'ambassador'))
);
--> statement-breakpoint
CREATE TABLE "wholesale_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"country" text NOT NULL,
	"volume" varchar(20) NOT NULL,
	"message" text NOT NULL,
	"locale" varchar(5) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirm_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "analytics_events_received" ON "analytics_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "analytics_events_type" ON "analytics_events" USING btree ("event_type","received_at");--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
-- Addresses stored before the double opt-in keep receiving mail: they count as confirmed.
UPDATE "subscribers" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
