CREATE TABLE "session_summary_homework" (
	"summary_id" uuid NOT NULL,
	"material_type" text NOT NULL,
	"material_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "session_summary_homework_summary_id_material_type_material_id_pk" PRIMARY KEY("summary_id","material_type","material_id")
);
--> statement-breakpoint
ALTER TABLE "session_attachments" ADD COLUMN "storage_object_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "session_attachments" ADD COLUMN "size" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "session_summary_homework" ADD CONSTRAINT "session_summary_homework_summary_id_session_summaries_id_fk" FOREIGN KEY ("summary_id") REFERENCES "public"."session_summaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attachments" ADD CONSTRAINT "session_attachments_storage_object_id_storage_objects_id_fk" FOREIGN KEY ("storage_object_id") REFERENCES "public"."storage_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "session_attachments_summary_idx" ON "session_attachments" USING btree ("summary_id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_attachments_storage_object_key" ON "session_attachments" USING btree ("storage_object_id");