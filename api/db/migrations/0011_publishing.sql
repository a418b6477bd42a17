CREATE TABLE "publishes" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"last_change_id" integer,
	"pages_total" integer,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"pages_rendered" integer,
	"pages_reused" integer,
	"seconds" double precision,
	"error" text,
	CONSTRAINT "publishes_status_check" CHECK ("publishes"."status" in ('queued', 'building', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "publishes_one_queued" ON "publishes" USING btree ("status") WHERE status = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "publishes_one_building" ON "publishes" USING btree ("status") WHERE status = 'building';--> statement-breakpoint
CREATE INDEX "publishes_requested_idx" ON "publishes" USING btree ("requested_at");