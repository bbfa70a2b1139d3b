CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"read_time" text NOT NULL,
	"content" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" uuid PRIMARY KEY NOT NULL,
	"duration" text,
	"focus_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"instructions" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jam_tracks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"genre" text,
	"key" text,
	"tempo" integer,
	"duration" text,
	"chord_progression" text[] DEFAULT '{}'::text[] NOT NULL,
	"backing_track_url" text
);
--> statement-breakpoint
CREATE TABLE "library_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"thumbnail_url" text,
	"difficulty" text DEFAULT 'beginner' NOT NULL,
	"category" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce("library_content"."title", '') || ' ' || coalesce("library_content"."description", '') || ' ' || coalesce("library_content"."category", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "repertoire" (
	"id" uuid PRIMARY KEY NOT NULL,
	"genre" text,
	"key" text,
	"tempo" integer,
	"composer" text,
	"sheet_music_url" text,
	"tab_url" text,
	"backing_track_url" text
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"instructor" text,
	"duration" text,
	"video_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_objects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket" text NOT NULL,
	"category" text NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_id_library_content_id_fk" FOREIGN KEY ("id") REFERENCES "public"."library_content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_content_id_library_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."library_content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_id_library_content_id_fk" FOREIGN KEY ("id") REFERENCES "public"."library_content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_tracks" ADD CONSTRAINT "jam_tracks_id_library_content_id_fk" FOREIGN KEY ("id") REFERENCES "public"."library_content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repertoire" ADD CONSTRAINT "repertoire_id_library_content_id_fk" FOREIGN KEY ("id") REFERENCES "public"."library_content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_id_library_content_id_fk" FOREIGN KEY ("id") REFERENCES "public"."library_content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_objects" ADD CONSTRAINT "storage_objects_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_user_content_key" ON "bookmarks" USING btree ("user_id","content_id");--> statement-breakpoint
CREATE INDEX "bookmarks_user_order_idx" ON "bookmarks" USING btree ("user_id","order");--> statement-breakpoint
CREATE INDEX "library_content_listing_idx" ON "library_content" USING btree ("published","content_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "library_content_search_idx" ON "library_content" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_objects_bucket_path_key" ON "storage_objects" USING btree ("bucket","path");--> statement-breakpoint
CREATE INDEX "storage_objects_category_created_idx" ON "storage_objects" USING btree ("category","created_at" DESC NULLS LAST);