CREATE TABLE "practice_reminders" (
	"user_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routine_phases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"routine_id" uuid NOT NULL,
	"phase_type" text NOT NULL,
	"duration" integer DEFAULT 15 NOT NULL,
	"short_description" text,
	"order" integer DEFAULT 0 NOT NULL,
	"completed_today" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"short_description" text NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_reminders" ADD CONSTRAINT "practice_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_phases" ADD CONSTRAINT "routine_phases_routine_id_routines_id_fk" FOREIGN KEY ("routine_id") REFERENCES "public"."routines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines" ADD CONSTRAINT "routines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_reminders_user_date_key" ON "practice_reminders" USING btree ("user_id","local_date");--> statement-breakpoint
CREATE INDEX "routine_phases_routine_order_idx" ON "routine_phases" USING btree ("routine_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "routines_one_current_per_user_key" ON "routines" USING btree ("user_id") WHERE "routines"."is_current";--> statement-breakpoint
CREATE INDEX "routines_user_created_idx" ON "routines" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "profiles_reminder_on_idx" ON "profiles" USING btree ("id") WHERE "profiles"."daily_practice_reminder";