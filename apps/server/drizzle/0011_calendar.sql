CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"starts_at_local" text NOT NULL,
	"ends_at_local" text,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"recurring" boolean DEFAULT false NOT NULL,
	"recurring_period" text,
	"recurrence_end_date" date,
	"occurrences" integer,
	"visibility" text DEFAULT 'public' NOT NULL,
	"location" text,
	"event_link" text,
	"zoom_link" text,
	"required_course_id" uuid,
	"first_start_at" timestamp with time zone NOT NULL,
	"last_end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_time_zone_check" CHECK ("calendar_events"."time_zone" in ('UTC', 'Eastern', 'Central', 'Mountain', 'Pacific', 'Arizona', 'Alaska', 'Hawaii')),
	CONSTRAINT "calendar_events_recurring_period_check" CHECK ("calendar_events"."recurring_period" in ('daily', 'weekly', 'monthly', 'yearly')),
	CONSTRAINT "calendar_events_visibility_check" CHECK ("calendar_events"."visibility" in ('public', 'private')),
	CONSTRAINT "calendar_events_occurrences_check" CHECK ("calendar_events"."occurrences" between 1 and 1000),
	CONSTRAINT "calendar_events_recurrence_check" CHECK ("calendar_events"."recurring" or "calendar_events"."recurring_period" is null)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_seed" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_required_course_id_courses_id_fk" FOREIGN KEY ("required_course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_creator_idx" ON "calendar_events" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "calendar_events_span_idx" ON "calendar_events" USING btree ("first_start_at","last_end_at");--> statement-breakpoint
CREATE INDEX "calendar_events_required_course_idx" ON "calendar_events" USING btree ("required_course_id");