CREATE TABLE "superadmin_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"granted" boolean NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "superadmin_changes" ADD CONSTRAINT "superadmin_changes_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "superadmin_changes" ADD CONSTRAINT "superadmin_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "superadmin_changes_target_idx" ON "superadmin_changes" USING btree ("target_id","changed_at");--> statement-breakpoint
CREATE INDEX "superadmin_changes_actor_idx" ON "superadmin_changes" USING btree ("actor_id");