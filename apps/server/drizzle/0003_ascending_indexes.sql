DROP INDEX "library_content_listing_idx";--> statement-breakpoint
DROP INDEX "storage_objects_category_created_idx";--> statement-breakpoint
DROP INDEX "practice_sessions_user_date_idx";--> statement-breakpoint
DROP INDEX "practice_sessions_user_created_idx";--> statement-breakpoint
DROP INDEX "goals_user_created_idx";--> statement-breakpoint
DROP INDEX "xp_awards_receiver_awarded_idx";--> statement-breakpoint
DROP INDEX "session_summaries_date_idx";--> statement-breakpoint
CREATE INDEX "library_content_listing_idx" ON "library_content" USING btree ("published","content_type","created_at");--> statement-breakpoint
CREATE INDEX "storage_objects_category_created_idx" ON "storage_objects" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "practice_sessions_user_date_idx" ON "practice_sessions" USING btree ("user_id","scheduled_removal","date");--> statement-breakpoint
CREATE INDEX "practice_sessions_user_created_idx" ON "practice_sessions" USING btree ("user_id","scheduled_removal","created_at");--> statement-breakpoint
CREATE INDEX "goals_user_created_idx" ON "goals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "xp_awards_receiver_awarded_idx" ON "xp_awards" USING btree ("receiver_id","awarded_at");--> statement-breakpoint
CREATE INDEX "session_summaries_date_idx" ON "session_summaries" USING btree ("session_date");