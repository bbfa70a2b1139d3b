CREATE TABLE "practice_day_totals" (
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "practice_day_totals_user_id_date_pk" PRIMARY KEY("user_id","date")
);
--> statement-breakpoint
CREATE TABLE "practice_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"minutes" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_high_scores" (
	"user_id" uuid NOT NULL,
	"game" text NOT NULL,
	"score" integer NOT NULL,
	"achieved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_high_scores_user_id_game_pk" PRIMARY KEY("user_id","game"),
	CONSTRAINT "game_high_scores_game_check" CHECK ("game_high_scores"."game" in ('intervalOrganizer', 'triadFinder'))
);
--> statement-breakpoint
CREATE TABLE "game_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"game" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"score" integer,
	CONSTRAINT "game_runs_game_check" CHECK ("game_runs"."game" in ('intervalOrganizer', 'triadFinder'))
);
--> statement-breakpoint
ALTER TABLE "practice_day_totals" ADD CONSTRAINT "practice_day_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_totals" ADD CONSTRAINT "practice_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_high_scores" ADD CONSTRAINT "game_high_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_runs" ADD CONSTRAINT "game_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_day_totals_date_idx" ON "practice_day_totals" USING btree ("date","user_id","minutes");--> statement-breakpoint
CREATE INDEX "practice_totals_minutes_idx" ON "practice_totals" USING btree ("minutes");--> statement-breakpoint
CREATE INDEX "game_high_scores_game_score_idx" ON "game_high_scores" USING btree ("game","score");--> statement-breakpoint
CREATE INDEX "game_runs_user_idx" ON "game_runs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "game_runs_unfinished_started_idx" ON "game_runs" USING btree ("started_at") WHERE "game_runs"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "user_xp_xp_idx" ON "user_xp" USING btree ("xp");--> statement-breakpoint
CREATE INDEX "xp_awards_awarded_idx" ON "xp_awards" USING btree ("awarded_at","receiver_id","amount");--> statement-breakpoint
-- Hand-written below: the practice summaries are filled from the sessions already logged, then kept exact by a
-- statement trigger on practice_sessions, so every path that writes sessions (the practice and routine services,
-- the demo seed, the purge job, account deletion) keeps them in its own transaction.
INSERT INTO "practice_day_totals" ("user_id", "date", "minutes") SELECT "user_id", "date", sum("duration") FROM "practice_sessions" WHERE NOT "scheduled_removal" GROUP BY "user_id", "date" HAVING sum("duration") > 0;--> statement-breakpoint
INSERT INTO "practice_totals" ("user_id", "minutes") SELECT "user_id", sum("minutes") FROM "practice_day_totals" GROUP BY "user_id";--> statement-breakpoint
-- One function for inserts, updates and deletes: the change in each user's active minutes per date is read from the
-- statement's transition tables (set-based, so a bulk insert costs one aggregate, not a trigger call per row).
-- Removed sessions (scheduled_removal) count for nothing, so soft deletes, restores and the purge of removed sessions
-- move the totals exactly. Rows are added in key order (a stable lock order); totals that fall to 0 are deleted.
-- On delete the summaries are only updated, never inserted: a user being deleted has no summary to create.
CREATE FUNCTION "practice_summaries_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH "change" AS (
      SELECT "user_id", "date", sum("duration") AS "minutes" FROM "new_rows" WHERE NOT "scheduled_removal"
      GROUP BY "user_id", "date" HAVING sum("duration") <> 0
    ), "days" AS (
      INSERT INTO "practice_day_totals" AS t ("user_id", "date", "minutes")
      SELECT "user_id", "date", "minutes" FROM "change" ORDER BY "user_id", "date"
      ON CONFLICT ("user_id", "date") DO UPDATE SET "minutes" = t."minutes" + excluded."minutes"
    )
    INSERT INTO "practice_totals" AS t ("user_id", "minutes")
    SELECT "user_id", sum("minutes") FROM "change" GROUP BY "user_id" ORDER BY "user_id"
    ON CONFLICT ("user_id") DO UPDATE SET "minutes" = t."minutes" + excluded."minutes";
  ELSIF TG_OP = 'UPDATE' THEN
    WITH "change" AS (
      SELECT "user_id", "date", sum("minutes") AS "minutes" FROM (
        SELECT "user_id", "date", "duration" AS "minutes" FROM "new_rows" WHERE NOT "scheduled_removal"
        UNION ALL
        SELECT "user_id", "date", -"duration" FROM "old_rows" WHERE NOT "scheduled_removal"
      ) AS "moves" GROUP BY "user_id", "date" HAVING sum("minutes") <> 0
    ), "days" AS (
      INSERT INTO "practice_day_totals" AS t ("user_id", "date", "minutes")
      SELECT "user_id", "date", "minutes" FROM "change" ORDER BY "user_id", "date"
      ON CONFLICT ("user_id", "date") DO UPDATE SET "minutes" = t."minutes" + excluded."minutes"
    )
    INSERT INTO "practice_totals" AS t ("user_id", "minutes")
    SELECT "user_id", sum("minutes") FROM "change" GROUP BY "user_id" HAVING sum("minutes") <> 0 ORDER BY "user_id"
    ON CONFLICT ("user_id") DO UPDATE SET "minutes" = t."minutes" + excluded."minutes";
  ELSE
    WITH "change" AS (
      SELECT "user_id", "date", -sum("duration") AS "minutes" FROM "old_rows" WHERE NOT "scheduled_removal"
      GROUP BY "user_id", "date"
    ), "days" AS (
      UPDATE "practice_day_totals" AS t SET "minutes" = t."minutes" + c."minutes" FROM "change" AS c
      WHERE t."user_id" = c."user_id" AND t."date" = c."date"
    )
    UPDATE "practice_totals" AS t SET "minutes" = t."minutes" + c."minutes"
    FROM (SELECT "user_id", sum("minutes") AS "minutes" FROM "change" GROUP BY "user_id") AS c
    WHERE t."user_id" = c."user_id";
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "practice_day_totals" AS t USING (SELECT DISTINCT "user_id", "date" FROM "old_rows") AS o
    WHERE t."user_id" = o."user_id" AND t."date" = o."date" AND t."minutes" <= 0;
    DELETE FROM "practice_totals" AS t USING (SELECT DISTINCT "user_id" FROM "old_rows") AS o
    WHERE t."user_id" = o."user_id" AND t."minutes" <= 0;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "practice_sessions_summaries_insert" AFTER INSERT ON "practice_sessions" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "practice_summaries_apply"();--> statement-breakpoint
CREATE TRIGGER "practice_sessions_summaries_update" AFTER UPDATE ON "practice_sessions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "practice_summaries_apply"();--> statement-breakpoint
CREATE TRIGGER "practice_sessions_summaries_delete" AFTER DELETE ON "practice_sessions" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "practice_summaries_apply"();
