ALTER TABLE "calendar_events" DROP CONSTRAINT "calendar_events_time_zone_check";--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "all_day" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing events keep their zone: the spec's short names become IANA ids (issue 25).
UPDATE "calendar_events" SET "time_zone" = CASE "time_zone"
  WHEN 'Eastern' THEN 'America/New_York'
  WHEN 'Central' THEN 'America/Chicago'
  WHEN 'Mountain' THEN 'America/Denver'
  WHEN 'Pacific' THEN 'America/Los_Angeles'
  WHEN 'Arizona' THEN 'America/Phoenix'
  WHEN 'Alaska' THEN 'America/Anchorage'
  WHEN 'Hawaii' THEN 'Pacific/Honolulu'
  ELSE "time_zone"
END;
