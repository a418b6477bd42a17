CREATE TABLE "experience_likes" (
	"experience_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experience_likes_experience_id_user_id_pk" PRIMARY KEY("experience_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"cover_url" text NOT NULL,
	"audio_url" text,
	"duration_seconds" integer,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chapters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "experiences_kind_check" CHECK ("experiences"."kind" in ('audio', 'radio', 'comic', 'novel')),
	CONSTRAINT "experiences_sound_check" CHECK ("experiences"."kind" not in ('audio', 'radio') or ("experiences"."audio_url" is not null and "experiences"."duration_seconds" is not null))
);
--> statement-breakpoint
CREATE TABLE "home_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"button_text" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"redirect_url" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_tiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" varchar(16) NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"redirect_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "home_tiles_section_check" CHECK ("home_tiles"."section" in ('explore', 'moolitime'))
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"poster_url" text NOT NULL,
	"video_url" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whisper_likes" (
	"whisper_id" integer NOT NULL,
	"device_id" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whisper_likes_whisper_id_device_id_pk" PRIMARY KEY("whisper_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "whispers" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"signature" jsonb NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "experience_likes" ADD CONSTRAINT "experience_likes_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_likes" ADD CONSTRAINT "experience_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whisper_likes" ADD CONSTRAINT "whisper_likes_whisper_id_whispers_id_fk" FOREIGN KEY ("whisper_id") REFERENCES "public"."whispers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiences_kind_idx" ON "experiences" USING btree ("kind","sort");--> statement-breakpoint
CREATE INDEX "home_tiles_section_idx" ON "home_tiles" USING btree ("section","sort");--> statement-breakpoint
CREATE INDEX "whispers_created_idx" ON "whispers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);