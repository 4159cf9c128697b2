-- A session's summary shared to its wall's feed by its starter (issue 45, docs/decisions/0223-shared-session-summary.md):
-- only once it ended (the check), found newest first per wall by the feed (the partial index).
ALTER TABLE "climbing_sessions" ADD COLUMN "shared_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "climbing_sessions_wall_shared" ON "climbing_sessions" USING btree ("wall_id","shared_at") WHERE "climbing_sessions"."shared_at" is not null;--> statement-breakpoint
ALTER TABLE "climbing_sessions" ADD CONSTRAINT "session_shared_when_ended" CHECK ("climbing_sessions"."shared_at" is null or "climbing_sessions"."state" = 'ended');