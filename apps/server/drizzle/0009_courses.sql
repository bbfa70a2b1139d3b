CREATE TABLE "course_module_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"status" text DEFAULT 'untouched' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_module_progress_status_check" CHECK ("course_module_progress"."status" in ('untouched', 'in_progress', 'complete', 'on_hold'))
);
--> statement-breakpoint
CREATE TABLE "course_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"video_url" text,
	"thumbnail_url" text,
	"hero_image_url" text,
	"order" integer NOT NULL,
	"locked_until_day" integer,
	"weight" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_modules_weight_check" CHECK ("course_modules"."weight" between 1 and 10),
	CONSTRAINT "course_modules_locked_until_day_check" CHECK ("course_modules"."locked_until_day" >= 0),
	CONSTRAINT "course_modules_order_check" CHECK ("course_modules"."order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"hero_image_url" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"difficulty" text DEFAULT 'beginner' NOT NULL,
	"duration" text NOT NULL,
	"xp_awarded" integer DEFAULT 100 NOT NULL,
	"is_available" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_xp_awarded_check" CHECK ("courses"."xp_awarded" >= 0)
);
--> statement-breakpoint
CREATE TABLE "courses_enrolled" (
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_enrolled_user_id_course_id_pk" PRIMARY KEY("user_id","course_id"),
	CONSTRAINT "courses_enrolled_progress_check" CHECK ("courses_enrolled"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "course_module_progress" ADD CONSTRAINT "course_module_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_module_progress" ADD CONSTRAINT "course_module_progress_module_id_course_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."course_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses_enrolled" ADD CONSTRAINT "courses_enrolled_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses_enrolled" ADD CONSTRAINT "courses_enrolled_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_module_progress_user_module_key" ON "course_module_progress" USING btree ("user_id","module_id");--> statement-breakpoint
CREATE INDEX "course_module_progress_module_idx" ON "course_module_progress" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_modules_course_order_key" ON "course_modules" USING btree ("course_id","order");--> statement-breakpoint
CREATE INDEX "courses_created_idx" ON "courses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "courses_enrolled_course_idx" ON "courses_enrolled" USING btree ("course_id");