-- Hand-written (issue 28): User Management's search matches part of the e-mail, username or nickname, which no
-- B-tree serves; trigram GIN indexes (pg_trgm) do, for searches of three characters or more. Made only where the
-- server offers pg_trgm and this role may create it (a trusted extension since PostgreSQL 13: a database owner may).
-- Elsewhere (the embedded PGlite, which would have to load the extension on every start, for a school whose few
-- thousand accounts a scan reads in a millisecond) the search scans, as before.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm not created (insufficient privilege): the user search scans';
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "profiles_username_trgm_idx" ON "profiles" USING gin ("username" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "profiles_leaderboard_nickname_trgm_idx" ON "profiles"
      USING gin ("leaderboard_nickname" gin_trgm_ops);
  END IF;
END
$$;
