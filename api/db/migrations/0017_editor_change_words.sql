ALTER TABLE "editor_changes" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "editor_changes" ADD COLUMN "label" jsonb;