CREATE TABLE "chord_change_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"chord_a_id" uuid NOT NULL,
	"chord_b_id" uuid NOT NULL,
	"changes" integer NOT NULL,
	"duration_seconds" integer DEFAULT 60 NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "chord_change_records_pair_order_check" CHECK ("chord_change_records"."chord_a_id" < "chord_change_records"."chord_b_id"),
	CONSTRAINT "chord_change_records_changes_check" CHECK ("chord_change_records"."changes" between 0 and 300),
	CONSTRAINT "chord_change_records_duration_check" CHECK ("chord_change_records"."duration_seconds" between 10 and 600)
);
--> statement-breakpoint
CREATE TABLE "tempo_log_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"date" date NOT NULL,
	"bpm" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tempo_log_entries_bpm_check" CHECK ("tempo_log_entries"."bpm" between 20 and 300)
);
--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "tempo_item_type" text;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "tempo_item_id" uuid;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "tempo_target_bpm" integer;--> statement-breakpoint
ALTER TABLE "chord_change_records" ADD CONSTRAINT "chord_change_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chord_change_records" ADD CONSTRAINT "chord_change_records_chord_a_id_chords_id_fk" FOREIGN KEY ("chord_a_id") REFERENCES "public"."chords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chord_change_records" ADD CONSTRAINT "chord_change_records_chord_b_id_chords_id_fk" FOREIGN KEY ("chord_b_id") REFERENCES "public"."chords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tempo_log_entries" ADD CONSTRAINT "tempo_log_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chord_change_records_user_pair_idx" ON "chord_change_records" USING btree ("user_id","chord_a_id","chord_b_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tempo_log_entries_item_day_key" ON "tempo_log_entries" USING btree ("user_id","item_type","item_id","date");--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_tempo_target_check" CHECK (("goals"."tempo_item_type" is null and "goals"."tempo_item_id" is null and "goals"."tempo_target_bpm" is null) or ("goals"."tempo_item_type" is not null and "goals"."tempo_item_id" is not null and "goals"."tempo_target_bpm" between 20 and 300));