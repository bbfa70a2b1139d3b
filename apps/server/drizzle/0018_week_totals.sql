CREATE TABLE "practice_week_totals" (
	"week_end" date NOT NULL,
	"user_id" uuid NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "practice_week_totals_week_end_user_id_pk" PRIMARY KEY("week_end","user_id")
);
--> statement-breakpoint
CREATE TABLE "xp_week_totals" (
	"week_end" date NOT NULL,
	"user_id" uuid NOT NULL,
	"xp" bigint NOT NULL,
	CONSTRAINT "xp_week_totals_week_end_user_id_pk" PRIMARY KEY("week_end","user_id")
);
--> statement-breakpoint
ALTER TABLE "practice_week_totals" ADD CONSTRAINT "practice_week_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_week_totals" ADD CONSTRAINT "xp_week_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_week_totals_minutes_idx" ON "practice_week_totals" USING btree ("week_end","minutes");--> statement-breakpoint
CREATE INDEX "practice_week_totals_user_idx" ON "practice_week_totals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "xp_week_totals_xp_idx" ON "xp_week_totals" USING btree ("week_end","xp");--> statement-breakpoint
CREATE INDEX "xp_week_totals_user_idx" ON "xp_week_totals" USING btree ("user_id");--> statement-breakpoint
-- Hand-written below: the "This week" boards' totals, kept like practice_day_totals (migration 0008) by statement
-- triggers reading the transition tables. A change of a user's minutes on date d (or an award on its date d in the
-- earner's zone) moves the rows of the 7 weeks ending d … d + 6. Only recent weeks are filled from existing data
-- here: a board asks for the week ending on a viewer's today, never more than a day before today in UTC, and the
-- leaderboard's prune job removes weeks that ended more than two days ago. Rows are written in key order (a stable
-- lock order); totals that fall to 0 are deleted.
INSERT INTO "practice_week_totals" ("week_end", "user_id", "minutes")
SELECT w."week_end", t."user_id", sum(t."minutes") FROM "practice_day_totals" t
CROSS JOIN LATERAL generate_series(t."date", t."date" + 6, interval '1 day') AS w_series(w)
CROSS JOIN LATERAL (SELECT w_series.w::date AS "week_end") w
WHERE t."date" >= (now() AT TIME ZONE 'UTC')::date - 9 AND w."week_end" >= (now() AT TIME ZONE 'UTC')::date - 2
GROUP BY w."week_end", t."user_id" HAVING sum(t."minutes") > 0;--> statement-breakpoint
INSERT INTO "xp_week_totals" ("week_end", "user_id", "xp")
SELECT w."week_end", a."receiver_id", sum(a."amount") FROM "xp_awards" a
JOIN "profiles" p ON p."id" = a."receiver_id"
CROSS JOIN LATERAL (SELECT (a."awarded_at" AT TIME ZONE p."timezone")::date AS "date") d
CROSS JOIN LATERAL generate_series(d."date", d."date" + 6, interval '1 day') AS w_series(w)
CROSS JOIN LATERAL (SELECT w_series.w::date AS "week_end") w
WHERE a."awarded_at" >= now() - interval '10 days' AND w."week_end" >= (now() AT TIME ZONE 'UTC')::date - 2
GROUP BY w."week_end", a."receiver_id" HAVING sum(a."amount") <> 0;--> statement-breakpoint
CREATE FUNCTION "practice_week_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "practice_week_totals" AS t ("week_end", "user_id", "minutes")
    SELECT (n."date" + k)::date, n."user_id", sum(n."duration") FROM "new_rows" n CROSS JOIN generate_series(0, 6) AS k
    WHERE NOT n."scheduled_removal" GROUP BY 1, 2 HAVING sum(n."duration") <> 0 ORDER BY 1, 2
    ON CONFLICT ("week_end", "user_id") DO UPDATE SET "minutes" = t."minutes" + excluded."minutes";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "practice_week_totals" AS t ("week_end", "user_id", "minutes")
    SELECT (m."date" + k)::date, m."user_id", sum(m."minutes") FROM (
      SELECT "user_id", "date", "duration" AS "minutes" FROM "new_rows" WHERE NOT "scheduled_removal"
      UNION ALL
      SELECT "user_id", "date", -"duration" FROM "old_rows" WHERE NOT "scheduled_removal"
    ) AS m CROSS JOIN generate_series(0, 6) AS k
    GROUP BY 1, 2 HAVING sum(m."minutes") <> 0 ORDER BY 1, 2
    ON CONFLICT ("week_end", "user_id") DO UPDATE SET "minutes" = t."minutes" + excluded."minutes";
  ELSE
    -- Only updated, never inserted: a user being deleted (the cascade) has no total to create.
    UPDATE "practice_week_totals" AS t SET "minutes" = t."minutes" + c."minutes" FROM (
      SELECT (o."date" + k)::date AS "week_end", o."user_id", -sum(o."duration") AS "minutes"
      FROM "old_rows" o CROSS JOIN generate_series(0, 6) AS k WHERE NOT o."scheduled_removal" GROUP BY 1, 2
    ) AS c
    WHERE t."week_end" = c."week_end" AND t."user_id" = c."user_id";
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "practice_week_totals" AS t USING (
      SELECT DISTINCT (o."date" + k)::date AS "week_end", o."user_id" FROM "old_rows" o CROSS JOIN generate_series(0, 6) AS k
    ) AS o
    WHERE t."week_end" = o."week_end" AND t."user_id" = o."user_id" AND t."minutes" <= 0;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "practice_sessions_week_totals_insert" AFTER INSERT ON "practice_sessions" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "practice_week_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "practice_sessions_week_totals_update" AFTER UPDATE ON "practice_sessions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "practice_week_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "practice_sessions_week_totals_delete" AFTER DELETE ON "practice_sessions" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "practice_week_totals_apply"();--> statement-breakpoint
-- Awards are only ever inserted (a user's deletion removes theirs with their totals, by the cascade). The date of an
-- award is its date in the earner's zone when it is given.
CREATE FUNCTION "xp_week_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "xp_week_totals" AS t ("week_end", "user_id", "xp")
  SELECT ((n."awarded_at" AT TIME ZONE p."timezone")::date + k)::date, n."receiver_id", sum(n."amount")
  FROM "new_rows" n JOIN "profiles" p ON p."id" = n."receiver_id" CROSS JOIN generate_series(0, 6) AS k
  GROUP BY 1, 2 HAVING sum(n."amount") <> 0 ORDER BY 1, 2
  ON CONFLICT ("week_end", "user_id") DO UPDATE SET "xp" = t."xp" + excluded."xp";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "xp_awards_week_totals_insert" AFTER INSERT ON "xp_awards" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "xp_week_totals_apply"();
