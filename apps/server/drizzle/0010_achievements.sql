CREATE TABLE "achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"xp_awarded" integer DEFAULT 100 NOT NULL,
	"icon_url" text NOT NULL,
	"hero_image_url" text,
	"repeatable" boolean DEFAULT true NOT NULL,
	"criterion_type" text,
	"criterion_threshold" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achievements_xp_awarded_check" CHECK ("achievements"."xp_awarded" >= 1),
	CONSTRAINT "achievements_criterion_type_check" CHECK ("achievements"."criterion_type" in ('streak_days', 'total_practice_hours', 'sessions_logged', 'courses_completed', 'chords_mastered')),
	CONSTRAINT "achievements_criterion_check" CHECK (("achievements"."criterion_type" is null) = ("achievements"."criterion_threshold" is null) and coalesce("achievements"."criterion_threshold", 1) >= 1)
);
--> statement-breakpoint
CREATE TABLE "achievements_earned" (
	"user_id" uuid NOT NULL,
	"achievement_id" uuid NOT NULL,
	"first_earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"times_earned" integer DEFAULT 1 NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "achievements_earned_user_id_achievement_id_pk" PRIMARY KEY("user_id","achievement_id"),
	CONSTRAINT "achievements_earned_times_check" CHECK ("achievements_earned"."times_earned" >= 1)
);
--> statement-breakpoint
ALTER TABLE "user_xp" ADD COLUMN "level_notified" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "achievements_earned" ADD CONSTRAINT "achievements_earned_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements_earned" ADD CONSTRAINT "achievements_earned_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "achievements_created_idx" ON "achievements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "achievements_earned_achievement_idx" ON "achievements_earned" USING btree ("achievement_id");--> statement-breakpoint
-- Existing users have seen the levels they already hold: start their notices at their current level, not 0.
UPDATE "user_xp" SET "level_notified" = coalesce(
	(SELECT max("levels"."level") FROM "levels" WHERE "levels"."xp_required" <= "user_xp"."xp"), 0);
