CREATE TABLE "chord_mastery" (
	"user_id" uuid NOT NULL,
	"chord_id" uuid NOT NULL,
	"mastery_rating" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chord_mastery_user_id_chord_id_pk" PRIMARY KEY("user_id","chord_id"),
	CONSTRAINT "chord_mastery_rating_range" CHECK ("chord_mastery"."mastery_rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "chords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"triad_type" text NOT NULL,
	"notes" text[] DEFAULT '{}'::text[] NOT NULL,
	"intervals" text[] DEFAULT '{}'::text[] NOT NULL,
	"fingering" jsonb,
	"img_url" text,
	"bucket_img_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chords_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "material_collection_assoc" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	"material_type" text NOT NULL,
	"notes" text,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"short_description" text,
	"icon" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chord_mastery" ADD CONSTRAINT "chord_mastery_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chord_mastery" ADD CONSTRAINT "chord_mastery_chord_id_chords_id_fk" FOREIGN KEY ("chord_id") REFERENCES "public"."chords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chords" ADD CONSTRAINT "chords_bucket_img_id_storage_objects_id_fk" FOREIGN KEY ("bucket_img_id") REFERENCES "public"."storage_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_collection_assoc" ADD CONSTRAINT "material_collection_assoc_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_collection_assoc" ADD CONSTRAINT "material_collection_assoc_collection_id_practice_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."practice_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_collections" ADD CONSTRAINT "practice_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chord_mastery_chord_idx" ON "chord_mastery" USING btree ("chord_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_collection_assoc_item_key" ON "material_collection_assoc" USING btree ("collection_id","material_type","material_id");--> statement-breakpoint
CREATE INDEX "material_collection_assoc_order_idx" ON "material_collection_assoc" USING btree ("collection_id","order");--> statement-breakpoint
CREATE INDEX "material_collection_assoc_user_idx" ON "material_collection_assoc" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "practice_collections_user_created_idx" ON "practice_collections" USING btree ("user_id","created_at" DESC NULLS LAST,"id");